import { downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** POST portfolio/downloadrubricdigital: the producer's operations of a period as XML (001 §7). */
export function downloadRubric(periodo: number, userId: number) {
  return downloadFile(cartera.downloadRubric, {
    body: {
      Report: 'RubricaDigital',
      FileName: `RubricaDigital_${periodo}.xml`,
      ContentType: 'application/xml',
      Parameters: { Periodo: periodo, UserId: userId },
    },
  });
}
