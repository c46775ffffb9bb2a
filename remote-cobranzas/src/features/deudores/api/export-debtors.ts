import { downloadFile } from '@portal/shared';
import * as cobranzas from '@portal/shared/contract/cobranzas';
import {
  escapeExportFilters,
  toExportColumns,
  toQuery,
  type GridQueryModel,
  type ReportColumn,
} from '@portal/shared/report';
import type { DebtorCriteria } from '../components/debtor-filters';

/** POST debtors/export: the whole result as Deudores.xlsx, with the visible columns and the filters text. */
export function exportDebtorsFile(
  criteria: DebtorCriteria,
  grid: GridQueryModel,
  columns: ReportColumn[],
  filtersText: string,
) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cobranzas.exportDebtors, {
    body: {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    },
  });
}
