import { ScreenSkeleton } from '@portal/shared';

export default function HistorialnotificacionesPage() {
  return <ScreenSkeleton path="/historialnotificaciones" />;
}
