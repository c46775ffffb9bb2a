import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi, type BodyOf } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toQuery, type GridQueryModel } from '@portal/shared/report';

export type PendingCriteria = Pick<BodyOf<typeof cc.comisionesPendientes>, 'producerCuit' | 'poliza' | 'grupo'>;

/** POST Settlement/ComisionesPendientes: one page of the producer's pending commissions. */
export function getPendingCommissions(criteria: PendingCriteria, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cc.comisionesPendientes, { body: { ...criteria, ...toQuery(grid) }, signal });
}

export const pendingCommissionsQueryOptions = (criteria: PendingCriteria | null, grid: GridQueryModel) =>
  queryOptions({
    queryKey: ['comisiones-pendientes', criteria, toQuery(grid)],
    queryFn: ({ signal }) => getPendingCommissions(criteria!, grid, signal),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });

export function usePendingCommissions(criteria: PendingCriteria | null, grid: GridQueryModel) {
  return useQuery(pendingCommissionsQueryOptions(criteria, grid));
}
