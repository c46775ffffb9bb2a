import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import { toQuery, type GridQueryModel } from '@portal/shared/report';
import type { PortfolioCriteria } from '../components/portfolio-filters';

/** POST portfolio/: one page of the producer's policies, with the Productos and Estados labels. */
export function getPortfolioPage(criteria: PortfolioCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cartera.searchPortfolio, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const portfolioPageQueryOptions = (criteria: PortfolioCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['portfolio', 'page', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getPortfolioPage(criteria!, grid, signal),
    enabled: criteria !== null,
    // Paging keeps the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function usePortfolioPage(criteria: PortfolioCriteria | null, grid: GridQueryModel) {
  return useQuery(portfolioPageQueryOptions(criteria, grid));
}
