import { downloadFile } from '@portal/shared';
import * as cobranzas from '@portal/shared/contract/cobranzas';
import {
  escapeExportFilters,
  toExportColumns,
  toQuery,
  type GridQueryModel,
  type ReportColumn,
} from '@portal/shared/report';
import type { RejectionCriteria } from '../components/rejection-filters';

/** POST rejection/export: the whole result as Rechazos.xlsx, with the visible columns and the filters text. */
export function exportRejectionsFile(
  criteria: RejectionCriteria,
  grid: GridQueryModel,
  columns: ReportColumn[],
  filtersText: string,
) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cobranzas.exportRejections, {
    body: {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    },
  });
}
