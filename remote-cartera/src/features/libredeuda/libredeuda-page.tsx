import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { DebtFreeForm } from './components/debt-free-form';

const entry = routeEntry('/libredeuda');

/** /libredeuda: the debt-free certificate request (001 §2, §4, §5, §8). */
export default function LibreDeudaPage() {
  const { userId } = useQueryIdentity();
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <DebtFreeForm userId={userId} />
    </PageLayout>
  );
}
