import { downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

export interface DebtFreeRequest {
  Empresa: string;
  Poliza: string;
  Certificado: string;
  /** The period, year×100+month. */
  Fecha: number;
  UserId: number;
}

/** POST debtors/downloaddebtfree: the debt-free certificate PDF (001 §7). */
export function downloadDebtFree(parameters: DebtFreeRequest) {
  return downloadFile(cartera.downloadDebtFree, {
    body: {
      Report: 'LibreDeuda',
      FileName: `LibreDeuda_${parameters.Poliza.trim()}.pdf`,
      ContentType: 'application/pdf',
      Parameters: parameters,
    },
  });
}
