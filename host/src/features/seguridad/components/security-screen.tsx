import { routeEntry } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { securityMessages } from '../messages';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from '../two-step/two-step-section';

const t = securityMessages;

/** /seguridad (issue 40): what keeps the account the user's own, one section each. */
export default function SecurityScreen() {
  return (
    <PageLayout title={t.title} breadcrumbs={[{ label: routeEntry('/seguridad').title }]} description={t.intro}>
      <TwoStepSection />
      <SessionsSection />
    </PageLayout>
  );
}
