import { ScreenSkeleton } from '@portal/shared';

export default function ConsultaPage() {
  return <ScreenSkeleton path="/consulta" />;
}
