import { useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { ErrorAlert } from '../ui/error-alert';
import { PageLayout } from '../ui/page-layout';
import type { useReportColumns } from './column-manager/use-report-columns';
import { ExportButton, type DownloadResult } from './export/export-button';
import { LegendSection, type LegendSectionName } from './legend/legend-section';
import { SchedulerDialog } from './lazy-dialogs';
import { loadReportSchedule, saveReportSchedule } from './scheduler/scheduler-api';
import { coresOf, type ProducerTreeNode } from './search/producer-tree';
import { SearchTabs, type SearchTab } from './search/search-tabs';
import type { useReportSearch } from './search/use-report-search';
import type { GridQueryModel } from './server-grid/grid-query';
import { ServerGrid, type ServerGridProps } from './server-grid/server-grid';
import type { TotalItem } from './server-grid/totals-banner';
import type { ComboOption, ReportColumn } from './types';

type ReportSearch<C> = Pick<
  ReturnType<typeof useReportSearch<never, C>>,
  | 'producers'
  | 'setProducers'
  | 'criteria'
  | 'filtersText'
  | 'grid'
  | 'setGrid'
  | 'formError'
  | 'dismissFormError'
  | 'search'
  | 'clear'
>;

export interface ReportScreenProps<R extends GridValidRowModel, C> {
  title: string;
  /** The breadcrumb: the route list's name of the screen (000 §2.2). */
  crumb: string;
  /** The legends shown above the search ('subtitulo') and above the grid ('aviso'), 002 §2. */
  legend: LegendSectionName;
  /** What `useReportSearch` returns: the checked producers, the criteria searched, the grid's page, sort and filters. */
  search: ReportSearch<C>;
  producerTree: ProducerTreeNode[];
  producersLoading: boolean;
  producerTabLabel: string;
  /** The screen's filter tabs, after the producers' one. */
  tabs: SearchTab[];
  /** What `useReportColumns` returns: the columns as the user's saved view orders them, the manager and its button. */
  columns: ReturnType<typeof useReportColumns>;
  /** The page of rows the criteria found (`total` rows in all), while it loads or when it failed. */
  page: { data?: { data: R[]; total: number }; isFetching: boolean; error: unknown };
  /** A failure to show instead of the page's own (e.g. the totals' call that failed). */
  error?: unknown;
  totals: TotalItem[];
  /** The export: its file name, and the call that makes it for the criteria searched and the columns shown. */
  exportFile: {
    fileName: string;
    download: (
      criteria: C,
      grid: GridQueryModel,
      columns: ReportColumn[],
      filtersText: string,
    ) => Promise<DownloadResult>;
  };
  gridLabel: string;
  grid?: Pick<ServerGridProps<R>, 'labels' | 'actionColumns' | 'renderDetail'>;
  /** Given: 'Programar envío' (001 §6) for this report, when the user is known. */
  schedule?: { report: string; userId: number | null; branchOptions?: ComboOption[]; productOptions?: ComboOption[] };
  /** Between the search bar and its errors (a filter that applies at once). */
  belowSearch?: ReactNode;
  /** Just above the grid (a note on the results). */
  aboveGrid?: ReactNode;
  /** The screen's own dialogs. */
  children?: ReactNode;
}

/**
 * The layout every report screen shares (001 §2): the legends, the search tabs with export and column manager,
 * the search's and the column view's errors, the server grid with its sums, the column manager and the scheduler.
 * A screen brings its own filters, columns, calls and texts.
 */
export function ReportScreen<R extends GridValidRowModel, C>({
  title,
  crumb,
  legend,
  search,
  producerTree,
  producersLoading,
  producerTabLabel,
  tabs,
  columns,
  page,
  error,
  totals,
  exportFile,
  gridLabel,
  grid,
  schedule,
  belowSearch,
  aboveGrid,
  children,
}: ReportScreenProps<R, C>) {
  const [scheduling, setScheduling] = useState(false);
  const { criteria, producers, filtersText } = search;
  const total = page.data?.total ?? 0;
  const scheduler = schedule && schedule.userId !== null ? { ...schedule, userId: schedule.userId } : null;

  return (
    <PageLayout title={title} breadcrumbs={[{ label: crumb }]}>
      <LegendSection section={legend} type="subtitulo" sx={{ mb: 2 }} />
      <SearchTabs
        producerTree={producerTree}
        producersLoading={producersLoading}
        checkedProducers={producers}
        onCheckedProducersChange={search.setProducers}
        producerTabLabel={producerTabLabel}
        tabs={tabs}
        onSearch={search.search}
        onClear={search.clear}
        onSchedule={schedule ? () => setScheduling(true) : undefined}
        // 'Ver filtros aplicados' shows what the last search sent, not what is being typed.
        appliedFilters={filtersText}
        searching={page.isFetching && !!criteria}
        actions={
          <>
            <ExportButton
              fileName={exportFile.fileName}
              disabled={!criteria || total === 0}
              download={() => exportFile.download(criteria!, search.grid, columns.columns, filtersText)}
            />
            {columns.button}
          </>
        }
      />
      {belowSearch}
      <ErrorAlert error={search.formError} onClose={search.dismissFormError} sx={{ mb: 2 }} />
      <ErrorAlert error={columns.saveError} onClose={columns.dismissSaveError} sx={{ mb: 2 }} />
      <LegendSection section={legend} type="aviso" sx={{ mb: 2 }} />
      {aboveGrid}
      <Box>
        <ServerGrid<R>
          label={gridLabel}
          columns={columns.columns}
          rows={criteria ? (page.data?.data ?? []) : []}
          rowCount={criteria ? total : 0}
          query={search.grid}
          onQueryChange={search.setGrid}
          searched={!!criteria}
          loading={!!criteria && page.isFetching}
          error={criteria ? (page.error ?? error) : null}
          totals={criteria ? totals : []}
          {...grid}
        />
      </Box>
      {columns.manager}
      {scheduler && (
        <SchedulerDialog
          open={scheduling}
          onClose={() => setScheduling(false)}
          load={() => loadReportSchedule(scheduler.userId, scheduler.report)}
          save={saveReportSchedule}
          urlApi={scheduler.report}
          userId={scheduler.userId}
          producerIds={producers}
          cores={coresOf(producerTree, producers)}
          branchOptions={scheduler.branchOptions}
          productOptions={scheduler.productOptions}
        />
      )}
      {children}
    </PageLayout>
  );
}
