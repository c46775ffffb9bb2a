import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import { toQuery, type GridQueryModel } from '@portal/shared/report';
import type { PortfolioCriteria } from '../components/portfolio-filters';

/** POST portfolio/totales: premium and reward sums, in ARS and USD, of the whole result. */
export function getPortfolioTotals(criteria: PortfolioCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  const { gridFilters } = toQuery(grid);
  return callApi(cartera.portfolioTotals, { body: { ...criteria, gridFilters }, signal });
}

export const portfolioTotalsQueryOptions = (criteria: PortfolioCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    // Paging and sorting leave the totals as they are; the column filters change them.
    queryKey: ['portfolio', 'totals', criteria, toQuery(grid).gridFilters],
    queryFn: ({ signal }) => getPortfolioTotals(criteria!, grid, signal),
    enabled: criteria !== null,
  });

export function usePortfolioTotals(criteria: PortfolioCriteria | null, grid: GridQueryModel) {
  return useQuery(portfolioTotalsQueryOptions(criteria, grid));
}
