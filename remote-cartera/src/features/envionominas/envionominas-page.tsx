import { ScreenSkeleton } from '@portal/shared';

export default function EnvionominasPage() {
  return <ScreenSkeleton path="/envionominas" />;
}
