import { ScreenSkeleton } from '@portal/shared';

export default function CarteraPage() {
  return <ScreenSkeleton path="/cartera" />;
}
