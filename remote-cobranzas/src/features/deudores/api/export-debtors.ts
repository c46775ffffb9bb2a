import * as cobranzas from '@portal/shared/contract/cobranzas';
import { reportExport } from '@portal/shared/report';

/** POST debtors/export: the whole result as Deudores.xlsx, with the visible columns and the filters text. */
export const exportDebtorsFile = reportExport(cobranzas.exportDebtors);
