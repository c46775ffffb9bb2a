import type { ReactNode } from 'react';
import { LinearProgress, Typography } from '@mui/material';
import type { UseQueryResult } from '@portal/shared/query';
import { messages } from '@portal/shared';
import { ErrorAlert } from './error-alert';

interface Props<T> {
  query: UseQueryResult<T>;
  /** Shown instead of `children` when the query brought an empty list (a text, or any node). */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The one way a screen shows what a query brings: a progress bar named 'Cargando datos...' while it loads,
 * the portal's error display when it fails, else `children` with the data (or `empty` for an empty list).
 */
export function QueryView<T>({ query, empty, children }: Props<T>) {
  if (query.isPending) return <LinearProgress aria-label={messages.loading} />;
  if (query.isError) return <ErrorAlert error={query.error} />;
  const { data } = query;
  if (empty !== undefined && Array.isArray(data) && data.length === 0) {
    return typeof empty === 'string' ? <Typography variant="body2">{empty}</Typography> : <>{empty}</>;
  }
  return <>{children(data)}</>;
}
