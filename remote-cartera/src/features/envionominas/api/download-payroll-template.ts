import { cartera, downloadFile } from '@portal/shared';

/** GET FileRepository/Download?FileEntity=NominaModeloValido: the valid-model payroll template. */
export function downloadPayrollTemplate() {
  return downloadFile(cartera.fileDownload, { query: { FileEntity: 'NominaModeloValido' } });
}
