import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** GET portfolio/individualcertificate: the insured's certificate, mailed to `email`. */
export function sendIndividualCertificate(idPoliza: number, certificado: number, email: string) {
  return callApi(cartera.individualCertificate, { query: { idPoliza, certificado, email } });
}
