import { ScreenSkeleton } from '@portal/shared';

export default function ComisionesPendientesPage() {
  return <ScreenSkeleton path="/comisiones-pendientes" />;
}
