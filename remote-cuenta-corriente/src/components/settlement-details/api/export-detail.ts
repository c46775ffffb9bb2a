import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toExportColumns, type ReportColumn } from '@portal/shared/report';

/** The detail types of 001 §3 and the files their exports are named after. */
export const DETAIL_TYPES = { liquidacion: 1, pago: 2, comision: 3 } as const;
export const DETAIL_FILE_NAMES: Record<number, string> = {
  1: 'DetalleLiquidacion.xlsx',
  2: 'DetallePago.xlsx',
  3: 'DetalleComision.xlsx',
};

/** POST Settlement/DetallePagoLiquidacion/Export?tipoPagoLiq: one detail as a workbook. */
export function exportDetail(tipo: number, numero: number, columns: ReportColumn[]) {
  return downloadFile(cc.detallePagoLiquidacionExport, {
    query: { tipoPagoLiq: tipo },
    body: { numero, columns: toExportColumns(columns) },
  });
}
