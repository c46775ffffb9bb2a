import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

/** GET settlement/CertificadoRetencion?month&year&intermed: the PDF, fetched with the session's headers. */
export function downloadWithholdingCertificate(month: number, year: number, intermed: string) {
  return downloadFile(cc.certificadoRetencion, { query: { month, year, intermed } });
}
