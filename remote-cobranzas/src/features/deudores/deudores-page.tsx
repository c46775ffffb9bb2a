import { ScreenSkeleton } from '@portal/shared';

export default function DeudoresPage() {
  return <ScreenSkeleton path="/deudores" />;
}
