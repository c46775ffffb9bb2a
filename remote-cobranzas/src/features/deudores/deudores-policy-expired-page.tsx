import { DeudoresScreen } from './deudores-screen';

/** /deudores-policyExpired (001 §2): the debtors screen, the first VT producer preselected, searched on arrival. */
export default function DeudoresPolicyExpiredPage() {
  return <DeudoresScreen policyExpired />;
}
