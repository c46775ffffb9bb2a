// The query library every app uses, shared at runtime as one singleton under this name (docs/architecture.md#portalshared-and-its-facades), like the
// router (../router). A shared module is never tree-shaken: sharing `@tanstack/react-query` itself sent its whole
// build (infinite and parallel queries, suspense, hydration: 13.4 KiB gzip) to every first paint; only what the
// portal uses is re-exported here (10.3 KiB). Import it from here, never from `@tanstack/react-query` (ESLint
// enforces it): a second import path would be a second QueryClientProvider context.
export {
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
