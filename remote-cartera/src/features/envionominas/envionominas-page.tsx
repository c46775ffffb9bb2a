import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { PayrollForm } from './components/payroll-form';

const entry = routeEntry('/envionominas');

/** /envionominas: payroll upload (001 §2, §4, §5, §8). */
export default function EnvioNominasPage() {
  const { userId } = useQueryIdentity();
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <PayrollForm userId={userId} />
    </PageLayout>
  );
}
