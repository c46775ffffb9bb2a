import { downloadFile } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import {
  escapeExportFilters,
  toExportColumns,
  toQuery,
  type GridQueryModel,
  type ReportColumn,
} from '@portal/shared/report';
import type { SettlementCriteria } from '../components/settlement-filters';

/** POST settlement/export: the whole result as Liquidacion.xlsx, with the visible columns and the filters text. */
export function exportSettlementFile(
  criteria: SettlementCriteria,
  grid: GridQueryModel,
  columns: ReportColumn[],
  filtersText: string,
) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cc.settlementExport, {
    body: {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    },
  });
}
