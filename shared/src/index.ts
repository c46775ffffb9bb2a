// @portal/shared — the one place for the contract, the API client, the session store, the query
// client, the theme, validators, formatters and the UI kit (docs/architecture.md#conventions-in-the-code). Shared at runtime as a
// Module Federation singleton, so every app sees the same session and the same client; shared modules are
// never tree-shaken, so this main entry holds only what the shell needs before its first paint, and no zod
// (87 KiB gzip): the contract's schemas are the entries `@portal/shared/contract/<area>` (the shell's too,
// `contract/shell`), the form schemas `@portal/shared/validation`, the UI kit (layout, error display, dialogs)
// `@portal/shared/ui`, the report-screen kit (data grid, pickers) `@portal/shared/report`, the HTML sanitizer
// (DOMPurify) `@portal/shared/safe-html` — each bundled into the screens that use them, tree-shaken, so adding
// an area never adds a byte to the shell's first paint. Those entries reach the singletons (client, session,
// ApiError) through this entry by name, never by a relative path that would bundle a second copy.
export type { ApiBase, Area, BodyOf, Endpoint, HttpMethod, ParamsOf, QueryOf, ResponseOf } from './contract/define';
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
  SIGNED_OUT,
  USER_TYPE,
  type SessionData,
  type SessionState,
  type Simulation,
  type UserType,
} from './session/session-store';
export {
  effectiveCuit,
  effectiveUserId,
  isGestor,
  producerUserId,
  useEffectiveCuit,
  useProducerUserId,
} from './session/effective-identity';
export { routeTable, type RouteEntry, type RouteOwner, type RouteAccess } from './routes/route-table';
export {
  findRouteEntry,
  routeEntry,
  routeHandle,
  routesOwnedBy,
  federationName,
  type RemoteRoute,
  type RouteHandle,
} from './routes/remote-routes';
export {
  DELEGATE_SCOPES,
  DELEGATE_SCOPE_LABELS,
  scopeAllowed,
  scopeOfArea,
  scopeOfRoute,
  type DelegateScope,
} from './routes/delegate-scopes';
export {
  policyDetailPath,
  policyDetailTarget,
  POLICY_DETAIL_PARAM,
  type PolicyDetailTarget,
} from './routes/policy-detail-link';
export { theme } from './theme/theme';
export { normalizeCuit, cuitCheckDigit, isValidCuit, formatCuit, maskCuitInput } from './validation/cuit';
export * from './format';
