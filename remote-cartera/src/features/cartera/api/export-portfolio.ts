import { downloadFile } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import {
  escapeExportFilters,
  toExportColumns,
  toQuery,
  type GridQueryModel,
  type ReportColumn,
} from '@portal/shared/report';
import type { PortfolioCriteria } from '../components/portfolio-filters';

/** POST portfolio/export: the whole result as Cartera.xlsx, with the visible columns and the filters text. */
export function exportPortfolioFile(
  criteria: PortfolioCriteria,
  grid: GridQueryModel,
  columns: ReportColumn[],
  filtersText: string,
) {
  const { sort, gridFilters } = toQuery(grid);
  return downloadFile(cartera.exportPortfolio, {
    body: {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    },
  });
}
