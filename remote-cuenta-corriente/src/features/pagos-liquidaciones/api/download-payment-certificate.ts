import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

const TYPE_NAMES: Record<number, string> = { 1: 'Ganancias', 2: 'IIBBObraSocialMunicipal' };

/** GET Settlement/CertificadoPago?cuit&numeroPago&tipoCertificado: the PDF named by type, number and 'Certificado'. */
export async function downloadPaymentCertificate(cuit: string, numeroPago: number, tipoCertificado: 1 | 2) {
  const file = await downloadFile(cc.certificadoPago, { query: { cuit, numeroPago, tipoCertificado } });
  return { blob: file.blob, fileName: file.fileName ?? `${TYPE_NAMES[tipoCertificado]}_${numeroPago}_Certificado.pdf` };
}
