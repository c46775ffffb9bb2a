import { ScreenSkeleton } from '@portal/shared';

export default function AvanzadasPage() {
  return <ScreenSkeleton path="/avanzadas" />;
}
