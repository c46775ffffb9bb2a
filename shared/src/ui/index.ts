// The UI kit (`@portal/shared/ui`): not a shared singleton but bundled, tree-shaken, into each app that uses it —
// a shared module is never tree-shaken, and in the main entry the kit's dialogs and breadcrumbs loaded with /login
// (issue 13 §1). Its components hold no state of their own; what must be one instance (the query client, the
// session, ApiError for `instanceof`) they import from '@portal/shared' by name.
export { PortalProviders } from './portal-providers';
export { PageLayout, type Crumb } from './page-layout';
export { PageError } from './page-error';
export { ErrorBoundary } from './error-boundary';
export { ConfirmDialog } from './confirm-dialog';
export { DialogButtons } from './dialog-buttons';
export { DialogFrame } from './dialog-frame';
export { ConfirmMutation } from './confirm-mutation';
export { lazyDialog } from './lazy-dialog';
export { ErrorAlert, errorText, type ErrorText } from './error-alert';
export { SuccessNotice } from './success-notice';
export { ControlledTextField } from './controlled-text-field';
export { PeriodField } from './period-field';
export { DateField } from './date-field';
export { QueryView } from './query-view';
export { usePagedRows, type PagedRows } from './paged-rows';
export { EditDeleteActions, ListTable, RowAction, type ListColumn } from './list-table';
export { ScrollTableContainer } from './scroll-table-container';
export { NewsSlide, type NewsSlideItem } from './news-slide';
export { StandaloneApp } from './standalone-app';
export { useDebouncedValue } from './use-debounced-value';
export { useProducerSearch, type ProducerSearchBy, type ProducerSearchOption } from './producer-search';
