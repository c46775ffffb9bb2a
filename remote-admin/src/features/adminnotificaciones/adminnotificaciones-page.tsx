import { ScreenSkeleton } from '@portal/shared';

export default function AdminnotificacionesPage() {
  return <ScreenSkeleton path="/adminnotificaciones" />;
}
