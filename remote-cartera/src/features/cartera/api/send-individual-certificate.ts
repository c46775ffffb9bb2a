import { callApi, cartera } from '@portal/shared';

/** GET portfolio/individualcertificate: the insured's certificate, mailed to `email`. */
export function sendIndividualCertificate(idPoliza: number, certificado: number, email: string) {
  return callApi(cartera.individualCertificate, { query: { idPoliza, certificado, email } });
}
