import { ScreenSkeleton } from '@portal/shared';

export default function RepositorioPage() {
  return <ScreenSkeleton path="/repositorio" />;
}
