import { ScreenSkeleton } from '@portal/shared';

export default function InformationPage() {
  return <ScreenSkeleton path="/information" />;
}
