import type { ReactNode } from 'react';
import { Button, Paper, Stack } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ErrorAlert, PageLayout } from '@portal/shared/ui';
import {
  ExportButton,
  reportMessages,
  ServerGrid,
  type GridQueryModel,
  type ReportScreenProps,
} from '@portal/shared/report';

interface OwnReportFrameProps<R extends GridValidRowModel, C> {
  /** The route list's name of the screen: its title and its breadcrumb. */
  title: string;
  /** The filter fields, above the buttons. */
  filters: ReactNode;
  /** A filter in error: 'Buscar' is off. */
  invalid: boolean;
  /**
   * 'Buscar' and 'Limpiar'; the criteria searched (null while the producer is not known) and their description,
   * which the export sends; the grid's page, sort and filters.
   */
  search: {
    search: () => void;
    clear: () => void;
    criteria: C | null;
    filtersText: string;
    grid: GridQueryModel;
    setGrid: (grid: GridQueryModel) => void;
  };
  columns: ReportScreenProps<R, C>['columns'];
  page: ReportScreenProps<R, C>['page'];
  exportFile: ReportScreenProps<R, C>['exportFile'];
  gridLabel: string;
  gridProps?: ReportScreenProps<R, C>['grid'];
  /** A failure of the screen's own (shown with the column view's), and what closing it does. */
  error?: unknown;
  onDismissError?: () => void;
}

/**
 * The frame of the account's screens over the producer's own rows (/comisiones-pendientes, /pagos-liquidaciones,
 * 001 §2): no producer tree, every row before a search; the filters with 'Buscar', 'Limpiar', export and column
 * manager, the errors, the server grid and the column manager.
 */
export function OwnReportFrame<R extends GridValidRowModel, C>({
  title,
  filters,
  invalid,
  search,
  columns,
  page,
  exportFile,
  gridLabel,
  gridProps,
  error,
  onDismissError,
}: OwnReportFrameProps<R, C>) {
  const { criteria, filtersText, grid } = search;
  const total = page.data?.total ?? 0;
  return (
    <PageLayout title={title} breadcrumbs={[{ label: title }]}>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {filters}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
          <Button variant="contained" onClick={search.search} disabled={invalid}>
            {reportMessages.search}
          </Button>
          <Button variant="outlined" onClick={search.clear}>
            {reportMessages.clear}
          </Button>
          <ExportButton
            fileName={exportFile.fileName}
            disabled={!criteria || total === 0}
            download={() => exportFile.download(criteria!, grid, columns.columns, filtersText)}
          />
          {columns.button}
        </Stack>
      </Paper>
      <ErrorAlert
        error={columns.saveError ?? error}
        onClose={() => (columns.dismissSaveError(), onDismissError?.())}
        sx={{ mb: 2 }}
      />
      <ServerGrid<R>
        label={gridLabel}
        columns={columns.columns}
        rows={page.data?.data ?? []}
        rowCount={total}
        query={grid}
        onQueryChange={search.setGrid}
        searched
        loading={page.isFetching}
        error={page.error}
        {...gridProps}
      />
      {columns.manager}
    </PageLayout>
  );
}
