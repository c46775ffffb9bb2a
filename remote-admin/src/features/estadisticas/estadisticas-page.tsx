import { ScreenSkeleton } from '@portal/shared';

export default function EstadisticasPage() {
  return <ScreenSkeleton path="/estadisticas" />;
}
