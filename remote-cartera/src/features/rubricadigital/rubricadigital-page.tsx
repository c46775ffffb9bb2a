import { routeEntry, useProducerUserId } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { RubricForm } from './components/rubric-form';

const entry = routeEntry('/rubricadigital');

/** /rubricadigital: the digital rubric XML of a month (001 §2, §4, §5, §8). */
export default function RubricaDigitalPage() {
  // The producer's own id, or a simulator's chosen producer's (000 §4).
  const userId = useProducerUserId();
  return (
    <PageLayout title={entry.title} breadcrumbs={[{ label: entry.title }]}>
      <RubricForm userId={userId} />
    </PageLayout>
  );
}
