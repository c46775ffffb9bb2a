import * as cc from '@portal/shared/contract/cuenta-corriente';
import { reportExport } from '@portal/shared/report';

/** POST Settlement/PagosYLiquidaciones/Export: PagosYLiquidaciones.xlsx. */
export const exportPayments = reportExport(cc.pagosYLiquidacionesExport);
