import { downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** GET FileRepository/Download?FileEntity=NominaModeloValido: the valid-model payroll template. */
export function downloadPayrollTemplate() {
  return downloadFile(cartera.fileDownload, { query: { FileEntity: 'NominaModeloValido' } });
}
