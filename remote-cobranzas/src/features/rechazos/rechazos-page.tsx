import { ScreenSkeleton } from '@portal/shared';

export default function RechazosPage() {
  return <ScreenSkeleton path="/rechazos" />;
}
