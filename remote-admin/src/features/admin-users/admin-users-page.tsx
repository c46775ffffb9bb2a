import { ScreenSkeleton } from '@portal/shared';

export default function AdminUsersPage() {
  return <ScreenSkeleton path="/admin-users" />;
}
