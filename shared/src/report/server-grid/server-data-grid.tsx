import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowHeightParams,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { toGridColumn, visibilityModel } from './columns';
import { gridLocaleText } from './grid-locale-text';
import { ExpandableRow, ExpansionProvider, expandColumn, useExpansionState } from './expandable-rows';
import { PAGE_SIZE_OPTIONS } from './grid-query';
import { MirroredScrollbar } from './mirrored-scrollbar';
import type { ServerGridProps } from './server-grid';

/** ServerGrid's props less what it draws itself around the grid, with the empty text it chose. */
export type ServerDataGridProps<R extends GridValidRowModel> = Omit<
  ServerGridProps<R>,
  'error' | 'totals' | 'searched'
> & {
  emptyText: string;
};

const ROW_HEIGHT = 52;

/** The grid's visible width (0 where nothing is laid out, as in jsdom), followed as it resizes. */
function useViewportWidth(container: React.RefObject<HTMLDivElement | null>, active: boolean): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const measure = () => setWidth(element.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, active]);
  return width;
}

/** ServerGrid's DataGrid, loaded by ServerGrid once there is something to show or the user acts on the page. */
export function ServerDataGrid<R extends GridValidRowModel>({
  columns,
  rows,
  rowCount,
  query,
  onQueryChange,
  emptyText,
  loading = false,
  labels,
  actionColumns = [],
  renderDetail,
  getRowId,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  label,
}: ServerDataGridProps<R>) {
  const container = useRef<HTMLDivElement>(null);
  const { expanded, toggle } = useExpansionState();
  const viewportWidth = useViewportWidth(container, !!renderDetail);

  const gridColumns = useMemo<GridColDef<R>[]>(
    () => [
      ...(renderDetail ? [expandColumn as GridColDef<R>] : []),
      ...columns.map((column) => toGridColumn<R>(column, labels)),
      ...actionColumns,
    ],
    [columns, labels, actionColumns, renderDetail],
  );
  const hidden = useMemo(() => visibilityModel(columns), [columns]);

  const paginationModel = useMemo(() => ({ page: query.page, pageSize: query.pageSize }), [query.page, query.pageSize]);
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => onQueryChange({ ...query, page: model.page, pageSize: model.pageSize }),
    [onQueryChange, query],
  );
  // A new order or a different filter changes what each page holds, so both start again from the first
  // page in the same change (the grid's own page reset would otherwise ask for the old page first).
  const onSortModelChange = useCallback(
    (sortModel: GridSortModel) => onQueryChange({ ...query, sortModel, page: 0 }),
    [onQueryChange, query],
  );
  const onFilterModelChange = useCallback(
    (filterModel: GridFilterModel) => onQueryChange({ ...query, filterModel, page: 0 }),
    [onQueryChange, query],
  );

  const getRowHeight = useCallback(
    ({ id }: GridRowHeightParams) => (expanded.has(id as GridRowId) ? 'auto' : null),
    [expanded],
  );

  const localeText = useMemo(() => gridLocaleText(emptyText, emptyText), [emptyText]);

  return (
    <>
      <MirroredScrollbar gridContainer={container} watch={gridColumns} />
      <Box ref={container}>
        <ExpansionProvider
          expanded={expanded}
          toggle={toggle}
          renderDetail={renderDetail as (row: GridValidRowModel) => ReactNode}
          viewportWidth={viewportWidth}
        >
          <DataGrid<R>
            aria-label={label}
            rows={rows}
            columns={gridColumns}
            getRowId={getRowId}
            rowCount={rowCount}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            paginationModel={paginationModel}
            onPaginationModelChange={onPaginationModelChange}
            pageSizeOptions={pageSizeOptions}
            sortModel={query.sortModel}
            onSortModelChange={onSortModelChange}
            filterModel={query.filterModel}
            onFilterModelChange={onFilterModelChange}
            columnVisibilityModel={hidden}
            getRowHeight={renderDetail ? getRowHeight : undefined}
            getEstimatedRowHeight={renderDetail ? () => ROW_HEIGHT : undefined}
            slots={renderDetail ? { row: ExpandableRow } : undefined}
            localeText={localeText}
            disableRowSelectionOnClick
            // Which columns show is the column manager's job (saved per user); the grid's own hide and
            // manage-columns items would change nothing lasting.
            disableColumnSelector
            slotProps={{ columnMenu: { slots: { columnMenuColumnsItem: null } } }}
            autoHeight={false}
            sx={{
              minHeight: 200,
              '& .MuiDataGrid-row': { flexWrap: 'wrap' },
              // An expanded row is measured ('auto'); its cells keep the normal height above the detail.
              '& .MuiDataGrid-row--dynamicHeight > .MuiDataGrid-cell': {
                minHeight: ROW_HEIGHT,
                lineHeight: `${ROW_HEIGHT - 1}px`,
              },
              '& .ReportGrid-detail': { borderTop: 1, borderColor: 'divider', py: 1 },
            }}
          />
        </ExpansionProvider>
      </Box>
    </>
  );
}
