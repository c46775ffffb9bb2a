import { ScreenSkeleton } from '@portal/shared';

export default function TipsfacturacionPage() {
  return <ScreenSkeleton path="/tipsfacturacion" />;
}
