import { ScreenSkeleton } from '@portal/shared';

export default function AuditoriaProductorPage() {
  return <ScreenSkeleton path="/auditoria-productor" />;
}
