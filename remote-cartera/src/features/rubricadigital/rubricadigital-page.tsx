import { ScreenSkeleton } from '@portal/shared';

export default function RubricadigitalPage() {
  return <ScreenSkeleton path="/rubricadigital" />;
}
