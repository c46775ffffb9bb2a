import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cobranzas from '@portal/shared/contract/cobranzas';
import { toQuery, type GridQueryModel } from '@portal/shared/report';
import type { RejectionCriteria } from '../components/rejection-filters';

/** POST rejection/: one page of the rejected debits, with the total and the sums of the money columns. */
export function getRejectionPage(criteria: RejectionCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cobranzas.searchRejections, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const rejectionPageQueryOptions = (criteria: RejectionCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['rejection', 'page', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getRejectionPage(criteria!, grid, signal),
    enabled: criteria !== null,
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useRejectionPage(criteria: RejectionCriteria | null, grid: GridQueryModel) {
  return useQuery(rejectionPageQueryOptions(criteria, grid));
}
