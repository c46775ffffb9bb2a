import { ScreenSkeleton } from '@portal/shared';

export default function HistorialcomunicacionesPage() {
  return <ScreenSkeleton path="/historialcomunicaciones" />;
}
