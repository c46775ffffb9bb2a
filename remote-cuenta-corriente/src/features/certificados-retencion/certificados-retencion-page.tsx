import { ScreenSkeleton } from '@portal/shared';

export default function CertificadosRetencionPage() {
  return <ScreenSkeleton path="/certificados-retencion" />;
}
