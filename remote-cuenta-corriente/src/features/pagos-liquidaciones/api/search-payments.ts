import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi, type BodyOf } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toQuery, type GridQueryModel } from '@portal/shared/report';

export type PaymentCriteria = Pick<BodyOf<typeof cc.pagosYLiquidaciones>, 'producerCuit' | 'poliza'>;

/** POST Settlement/PagosYLiquidaciones: one page of payments (1) and settlements (2). */
export function getPayments(criteria: PaymentCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cc.pagosYLiquidaciones, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const paymentsQueryOptions = (criteria: PaymentCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['pagos-liquidaciones', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getPayments(criteria!, grid, signal),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });

export function usePayments(criteria: PaymentCriteria | null, grid: GridQueryModel) {
  return useQuery(paymentsQueryOptions(criteria, grid));
}
