import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toQuery, type GridQueryModel } from '@portal/shared/report';
import type { SettlementCriteria } from '../components/settlement-filters';

/** POST settlement/: one page of the settlement movements, with the total and the sums of the money columns. */
export function getSettlementPage(criteria: SettlementCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cc.settlementSearch, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const settlementPageQueryOptions = (criteria: SettlementCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['settlement', 'page', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getSettlementPage(criteria!, grid, signal),
    enabled: criteria !== null,
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSettlementPage(criteria: SettlementCriteria | null, grid: GridQueryModel) {
  return useQuery(settlementPageQueryOptions(criteria, grid));
}
