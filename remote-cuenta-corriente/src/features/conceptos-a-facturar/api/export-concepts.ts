import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toExportColumns, toQuery, type GridQueryModel, type ReportColumn } from '@portal/shared/report';

/** POST Settlement/Conceptos/Export: producerCuit, filters (null: no search text here), columns as a JSON string (001 §7). */
export function exportConcepts(cuit: string, grid: GridQueryModel, columns: ReportColumn[]) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cc.conceptosExport, {
    body: { producerCuit: cuit, sort, gridFilters, filters: null, columns: JSON.stringify(toExportColumns(columns)) },
  });
}
