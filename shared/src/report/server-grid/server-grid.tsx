import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { GridColDef, GridRowIdGetter, GridValidRowModel } from '@mui/x-data-grid';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import type { ReportColumn } from '../types';
import type { ValueLabels } from './columns';
import { GridPlaceholder } from './grid-placeholder';
import type { GridQueryModel } from './grid-query';
import type { ServerDataGridProps } from './server-data-grid';
import { TotalsBanner, type TotalItem } from './totals-banner';

export interface ServerGridProps<R extends GridValidRowModel> {
  /** The report's column definitions, already ordered and flagged by the saved column view. */
  columns: ReportColumn[];
  rows: R[];
  /** Total rows on the server for the current criteria (001 §7 `total`). */
  rowCount: number;
  /** Page, size, sort and filters; the screen keeps it and re-queries when it changes. */
  query: GridQueryModel;
  onQueryChange: (query: GridQueryModel) => void;
  /** False until the first search: decides between 'No se encontraron datos.' and '…coincidencias.' */
  searched: boolean;
  loading?: boolean;
  /** A failed search; shown above the grid with the spec's text. */
  error?: unknown;
  totals?: TotalItem[];
  labels?: ValueLabels;
  /** Extra columns the screen renders itself (row actions such as certificate downloads), placed last. */
  actionColumns?: GridColDef<R>[];
  /** Given: each row gets an expand toggle and this renders its detail under it. */
  renderDetail?: (row: R) => ReactNode;
  getRowId?: GridRowIdGetter<R>;
  pageSizeOptions?: number[];
  /** Accessible name of the grid. */
  label?: string;
}

// The DataGrid and what only it uses (≈ 140 KiB gzip, with its virtualiser and the MUI parts of its pager and filter
// panel) were the largest part of /cartera's first paint, where the grid only shows its header until the user searches
// (issue 13 §1).
const ServerDataGrid = lazy(() => import('./server-data-grid').then((m) => ({ default: m.ServerDataGrid })));

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * True once `now` has been true, or from the user's first pointer, key, focus or touch anywhere on the page: the
 * grid starts loading while the user is still filling in the search, so it is normally there when they press Buscar.
 * Never on a timer or on idle: a page nobody touches never downloads it.
 */
function useNeeded(now: boolean): boolean {
  const [needed, setNeeded] = useState(now);
  // Set while rendering, not in an effect: rows or a search render the grid in the same pass.
  if (now && !needed) setNeeded(true);
  useEffect(() => {
    if (needed) return undefined;
    const need = () => setNeeded(true);
    for (const type of INTENT_EVENTS) document.addEventListener(type, need, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, need, { capture: true });
    };
  }, [needed]);
  return needed;
}

/**
 * A report table paged, sorted and filtered by the server (001 §2, §4): the screen turns `query` into
 * the search body with `toQuery` and passes back the page of rows and the total. Until its DataGrid has
 * loaded, a placeholder draws the empty grid.
 */
export function ServerGrid<R extends GridValidRowModel>({ error, totals, searched, ...grid }: ServerGridProps<R>) {
  const waiting = grid.rows.length > 0 || !!grid.loading;
  const needed = useNeeded(searched || waiting || !!error);
  const emptyText = searched ? messages.noMatches : messages.noData;
  const placeholder = (
    <GridPlaceholder
      label={grid.label}
      columns={grid.columns}
      actionColumns={(grid.actionColumns ?? []) as GridColDef<GridValidRowModel>[]}
      expandable={!!grid.renderDetail}
      emptyText={emptyText}
      waiting={waiting}
    />
  );
  return (
    <Box>
      <ErrorAlert error={error} sx={{ mb: 1 }} />
      {totals && totals.length > 0 && <TotalsBanner items={totals} />}
      {needed ? (
        <Suspense fallback={placeholder}>
          {/* The lazy component is not generic: the rows' type was checked against ServerGridProps<R>. */}
          <ServerDataGrid {...(grid as unknown as ServerDataGridProps<GridValidRowModel>)} emptyText={emptyText} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
