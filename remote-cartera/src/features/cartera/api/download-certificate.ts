import { downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** GET portfolio/certificate: the policy's coverages certificate (PDF, named after the policy number). */
export function downloadCertificate(polizaId: number, email?: string) {
  return downloadFile(cartera.certificate, { query: { polizaId, email: email || undefined } });
}
