import { ScreenSkeleton } from '@portal/shared';

export default function DeudoresPolicyExpiredPage() {
  return <ScreenSkeleton path="/deudores-policyExpired" />;
}
