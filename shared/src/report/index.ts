// The report-screen kit (issue 4 §1): the parts every report screen (cartera, liquidación, rechazos,
// deudores, comisiones …) is assembled from.
export { reportMessages } from './messages';
export {
  DISPLAY_FORMAT,
  FIELD_FORMAT,
  type ColumnViewItem,
  type ComboOption,
  type GridFilter,
  type GridFilterValue,
  type GridQuery,
  type GridSort,
  type ReportColumn,
} from './types';
export { column } from './column-kinds';

export { ServerGrid, type ServerGridProps } from './server-grid/server-grid';
export {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  firstPage,
  initialGridQueryModel,
  pageCount,
  toQuery,
  type GridQueryModel,
} from './server-grid/grid-query';
export { applyColumnView, formatCell, toGridColumn, type ValueLabels } from './server-grid/columns';
export { TotalsBanner, type TotalItem } from './server-grid/totals-banner';

export { ColumnManager, SchedulerDialog } from './lazy-dialogs';
export type { ColumnManagerProps } from './column-manager/column-manager';
export { MIN_VISIBLE_COLUMNS } from './column-manager/column-view';
export {
  columnViewQueryOptions,
  getColumnViewItems,
  useColumnView,
  useSaveColumnView,
  type ReportName,
} from './column-manager/column-view-api';
export { useReportColumns } from './column-manager/use-report-columns';
export { ReportScreen, type ReportScreenProps } from './report-screen';
export { sumTotals, useReportScreen, type ReportScreenOptions } from './use-report-screen';

export { SearchTabs, type SearchTab, type SearchTabsProps } from './search/search-tabs';
export { useReportSearch, type ReportSearchOptions } from './search/use-report-search';
export {
  buildProducerTree,
  coreName,
  coresOf,
  producerName,
  producerTexts,
  type CoreProducerCodes,
  type ProducerTreeNode,
} from './search/producer-tree';
export { appliedFiltersText, escapeExportFilters } from './search/applied-filters';
export { getProducerTree, producerTreeQueryOptions, useProducerTree } from './search/get-producer-tree';
export { ComboField, FilterField, FilterRow } from './search/filter-fields';
export { personTab, policyTab, productTab } from './search/product-policy-tabs';
// The Producto, Póliza, person and Fecha tabs' field rules, empty values, 'Ver filtros aplicados' labels and
// values, and criteria.
export * as tabFilters from './search/tab-filters';
export { dateRangeTab, periodTab } from './search/date-tabs';
export {
  comboQueryOptions,
  getComboValues,
  useComboValues,
  type ReportCombo,
  type ReportComboName,
} from './search/get-combo';
export { parseDayMonthYear } from './search/dates';

export { ExportButton, type DownloadResult, type ExportButtonProps } from './export/export-button';
export { toExportColumns, type ExportColumn } from './export/export-columns';
export { reportExport } from './export/report-export';

export type { SchedulerDialogProps } from './scheduler/scheduler-dialog';
export { type ReportSchedulePayload, type SchedulerConfig } from './scheduler/scheduler-model';
export { loadReportSchedule, saveReportSchedule } from './scheduler/scheduler-api';

export {
  LegendSection,
  type LegendSectionProps,
  type LegendSectionName,
  type LegendType,
} from './legend/legend-section';
export { getLegendText } from './legend/get-legend-text';

export { UploadModal, type UploadModalProps } from './upload/upload-modal';
export { uploadWithProgress, type UploadAnswer } from './upload/upload-with-progress';

export { PickersLocalization } from './pickers/pickers-localization';
