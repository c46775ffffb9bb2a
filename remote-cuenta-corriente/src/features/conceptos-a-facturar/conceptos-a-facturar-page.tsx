import { ScreenSkeleton } from '@portal/shared';

export default function ConceptosAFacturarPage() {
  return <ScreenSkeleton path="/conceptos-a-facturar" />;
}
