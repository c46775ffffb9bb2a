import { ScreenSkeleton } from '@portal/shared';

export default function AdminleyendasPage() {
  return <ScreenSkeleton path="/adminleyendas" />;
}
