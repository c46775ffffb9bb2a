import { ScreenSkeleton } from '@portal/shared';

export default function NewsPage() {
  return <ScreenSkeleton path="/news" />;
}
