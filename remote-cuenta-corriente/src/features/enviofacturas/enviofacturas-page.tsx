import { ScreenSkeleton } from '@portal/shared';

export default function EnviofacturasPage() {
  return <ScreenSkeleton path="/enviofacturas" />;
}
