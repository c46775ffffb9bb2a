import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import {
  escapeExportFilters,
  toExportColumns,
  toQuery,
  type GridQueryModel,
  type ReportColumn,
} from '@portal/shared/report';
import type { PendingCriteria } from './search-pending-commissions';

/** POST Settlement/ComisionesPendientes/Export: the whole result as ComisionesPendientes.xlsx. */
export function exportPendingCommissions(
  criteria: PendingCriteria,
  grid: GridQueryModel,
  columns: ReportColumn[],
  filtersText: string,
) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cc.comisionesPendientesExport, {
    body: {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    },
  });
}
