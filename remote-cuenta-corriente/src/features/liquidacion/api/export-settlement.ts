import * as cc from '@portal/shared/contract/cuenta-corriente';
import { reportExport } from '@portal/shared/report';

/** POST settlement/export: the whole result as Liquidacion.xlsx, with the visible columns and the filters text. */
export const exportSettlementFile = reportExport(cc.settlementExport);
