import { ScreenSkeleton } from '@portal/shared';

export default function AdmincomunicacionesPage() {
  return <ScreenSkeleton path="/admincomunicaciones" />;
}
