import { ScreenSkeleton } from '@portal/shared';

export default function TutorialesPage() {
  return <ScreenSkeleton path="/tutoriales" />;
}
