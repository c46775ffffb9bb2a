import { downloadFile } from '@portal/shared';
import * as st from '@portal/shared/contract/statement';

/** GET Settlement/EstadoDeCuenta/Pdf: the statement for an accountant, EstadoDeCuenta_AAAAMM.pdf. */
export function downloadStatementPdf(cuit: string, periodo: number) {
  return downloadFile(st.estadoDeCuentaPdf, { query: { cuit, periodo } });
}

/** GET Settlement/EstadoDeCuenta/Export: the same lines as EstadoDeCuenta_AAAAMM.xlsx. */
export function exportStatement(cuit: string, periodo: number) {
  return downloadFile(st.estadoDeCuentaExport, { query: { cuit, periodo } });
}

export const statementFileName = (periodo: number, ext: 'pdf' | 'xlsx') => `EstadoDeCuenta_${periodo}.${ext}`;
