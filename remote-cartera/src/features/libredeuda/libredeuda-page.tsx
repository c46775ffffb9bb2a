import { ScreenSkeleton } from '@portal/shared';

export default function LibredeudaPage() {
  return <ScreenSkeleton path="/libredeuda" />;
}
