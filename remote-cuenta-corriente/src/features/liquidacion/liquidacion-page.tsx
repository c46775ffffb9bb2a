import { ScreenSkeleton } from '@portal/shared';

export default function LiquidacionPage() {
  return <ScreenSkeleton path="/liquidacion" />;
}
