import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cobranzas from '@portal/shared/contract/cobranzas';
import { toQuery, type GridQueryModel } from '@portal/shared/report';
import type { DebtorCriteria } from '../components/debtor-filters';

/** POST debtors/: one page of the period's debtors, with the labels, the cut date and the sums. */
export function getDebtorPage(criteria: DebtorCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cobranzas.searchDebtors, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const debtorPageQueryOptions = (criteria: DebtorCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['debtors', 'page', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getDebtorPage(criteria!, grid, signal),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });

export function useDebtorPage(criteria: DebtorCriteria | null, grid: GridQueryModel) {
  return useQuery(debtorPageQueryOptions(criteria, grid));
}
