import { isGestor, routeEntry, USER_TYPE, useSessionStore } from '@portal/shared';
import { PageLayout } from '@portal/shared/ui';
import { securityMessages } from '../messages';
import { ApiTokensSection } from '../api-tokens/components/api-tokens-section';
import { SessionsSection } from './sessions-section';
import { TwoStepSection } from '../two-step/two-step-section';

const t = securityMessages;

/** /seguridad (issue 40): what keeps the account the user's own, one section each. */
export default function SecurityScreen() {
  // API tokens are a producer's own (issue 40 §3): not a Gestor's, staff's or a simulator's, even while acting.
  const producerOfOwn = useSessionStore(
    (s) => s.session !== null && s.session.userType === USER_TYPE.producer && !isGestor(s.session),
  );
  return (
    <PageLayout title={t.title} breadcrumbs={[{ label: routeEntry('/seguridad').title }]} description={t.intro}>
      <TwoStepSection />
      <SessionsSection />
      {producerOfOwn && <ApiTokensSection />}
    </PageLayout>
  );
}
