// @portal/shared — the one place for the contract, the API client, the session store, the query
// client, the theme, validators, formatters and the UI kit (CONVENTIONS.md). The report-screen kit
// (data grid, pickers) is its own entry, `@portal/shared/report`, and so is the HTML sanitizer (DOMPurify),
// `@portal/shared/safe-html`, so the shell's first paint loads neither. Shared at runtime as a
// Module Federation singleton, so every app sees the same session and the same client.
// Only the shell's schemas: each area's contract is its own entry (`@portal/shared/contract/<area>`),
// bundled into the remote that uses it, so adding an area never adds a byte to the shell's first paint.
export * from './contract/define';
export * as shell from './contract/shell';
export * as news from './contract/news';
export { messages } from './messages';
export { ApiError } from './api/api-error';
export { authHeaders, callApi, downloadFile, buildUrl, navigation } from './api/api-client';
export { saveBlob } from './api/save-blob';
export { queryClient } from './api/query-client';
export { loadRuntimeConfig, getRuntimeConfig, setRuntimeConfig, type RuntimeConfig } from './config/runtime-config';
export { expiringStorage, DEFAULT_STORAGE_TTL_SECONDS } from './session/expiring-storage';
export { rememberedUser } from './session/remembered-user';
export {
  useSessionStore,
  isSignedIn,
  signInPathFor,
  signedOutPath,
  USER_TYPE,
  type SessionData,
  type SessionState,
  type Simulation,
  type UserType,
} from './session/session-store';
export { effectiveCuit, effectiveUserId, isGestor, useEffectiveCuit } from './session/effective-identity';
export { routeTable, type RouteEntry, type RouteOwner, type RouteAccess } from './routes/route-table';
export { routeEntry, routeHandle, routesOwnedBy, federationName, type RemoteRoute, type RouteHandle } from './routes/remote-routes';
export { theme } from './theme/theme';
export { PortalProviders } from './ui/portal-providers';
export { PageLayout, type Crumb } from './ui/page-layout';
export { PageError } from './ui/page-error';
export { ErrorBoundary } from './ui/error-boundary';
export { ScreenSkeleton } from './ui/screen-skeleton';
export { ConfirmDialog } from './ui/confirm-dialog';
export { ErrorAlert, errorText, type ErrorText } from './ui/error-alert';
export { NewsSlide, type NewsSlideItem } from './ui/news-slide';
export { StandaloneApp } from './ui/standalone-app';
export * from './validation';
export * from './format';
