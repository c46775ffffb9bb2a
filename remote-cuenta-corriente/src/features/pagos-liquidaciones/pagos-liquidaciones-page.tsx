import { ScreenSkeleton } from '@portal/shared';

export default function PagosLiquidacionesPage() {
  return <ScreenSkeleton path="/pagos-liquidaciones" />;
}
