import { routeEntry, useProducerUserId } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { DebtFreeForm } from './components/debt-free-form';

const entry = routeEntry('/libredeuda');

/** /libredeuda: the debt-free certificate request (001 §2, §4, §5, §8). */
export default function LibreDeudaPage() {
  // The producer's own id, or a simulator's chosen producer's (000 §4).
  const userId = useProducerUserId();
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <DebtFreeForm userId={userId} />
    </PageLayout>
  );
}
