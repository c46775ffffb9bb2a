import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { carteraMessages as t } from '../../messages';
import { PayrollForm } from './components/payroll-form';

const entry = routeEntry('/envionominas');

/** /envionominas: payroll upload (001 §2, §4, §5, §8). */
export default function EnvioNominasPage() {
  const { userId } = useQueryIdentity();
  // 000 §2.2: the page title is 'Envío de nómina'; the route's breadcrumb stays 'Envío de nóminas'.
  return (
    <PageLayout title={t.payrollTitle} breadcrumbs={[{ label: entry.title }]}>
      <PayrollForm userId={userId} />
    </PageLayout>
  );
}
