import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { useQueryIdentity } from '../../lib/use-query-identity';
import { RubricForm } from './components/rubric-form';

const entry = routeEntry('/rubricadigital');

/** /rubricadigital: the digital rubric XML of a month (001 §2, §4, §5, §8). */
export default function RubricaDigitalPage() {
  const { userId } = useQueryIdentity();
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <RubricForm userId={userId} />
    </PageLayout>
  );
}
