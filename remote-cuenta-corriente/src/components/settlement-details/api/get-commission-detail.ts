import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toQuery, type GridQueryModel } from '@portal/shared/report';

/** POST Settlement/DetalleComision?LiqNro&offset&pageSize&sort&desc, the grid filters as the body. */
export function getCommissionDetail(liqNro: number, grid: GridQueryModel, signal?: AbortSignal) {
  const { offset, next, sort, gridFilters } = toQuery(grid);
  const [first] = sort;
  return callApi(cc.detalleComision, {
    query: {
      LiqNro: liqNro,
      offset,
      pageSize: next,
      sort: first?.field,
      desc: first ? (first.sort === 'desc' ? 'true' : 'false') : undefined,
    },
    body: gridFilters,
    signal,
  });
}

export const commissionDetailQueryOptions = (liqNro: number, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['pagos-liquidaciones', 'detalle-comision', liqNro, toQuery(grid)],
    queryFn: ({ signal }) => getCommissionDetail(liqNro, grid, signal),
    placeholderData: keepPreviousData,
  });

export function useCommissionDetail(liqNro: number, grid: GridQueryModel) {
  return useQuery(commissionDetailQueryOptions(liqNro, grid));
}
