import { QueryClient } from '@portal/shared/query';
import { ApiError } from './api-error';

/** The one query client of the portal; remotes get it through the shared singleton, never make their own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Retrying a 4xx only repeats the same answer.
      retry: (count, error) => !(error instanceof ApiError && error.status !== null && error.status < 500) && count < 2,
    },
  },
});
