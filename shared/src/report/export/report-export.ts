// The client by name: its session store must be the one instance every app shares (see the ui kit's index).
import { downloadFile } from '@portal/shared';
import type { BodyOf, Endpoint } from '../../contract/define';
import { escapeExportFilters } from '../search/applied-filters';
import { toQuery, type GridQueryModel } from '../server-grid/grid-query';
import type { ReportColumn } from '../types';
import { toExportColumns } from './export-columns';

/** What a report's export body adds to the screen's criteria: the grid's sort and filters, the filters text and the columns. */
type ExportExtras = 'sort' | 'gridFilters' | 'filters' | 'columns';

/**
 * The export call of a report screen (001 §7): the criteria searched, the grid's sort and filters, the
 * applied-filters text and the visible columns, posted to the screen's export endpoint as one file download.
 */
export function reportExport<E extends Endpoint>(endpoint: E) {
  return (
    criteria: Omit<BodyOf<E>, ExportExtras>,
    grid: GridQueryModel,
    columns: ReportColumn[],
    filtersText: string,
  ) => {
    const { sort, gridFilters } = toQuery(grid);
    const body = {
      ...criteria,
      sort,
      gridFilters,
      filters: escapeExportFilters(filtersText),
      columns: toExportColumns(columns),
    } as BodyOf<E>;
    return downloadFile(endpoint, { body });
  };
}
