import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import { toQuery, type GridQueryModel } from '@portal/shared/report';

/** POST Settlement/Conceptos?cuit: the summary by section and a page of periods × sections. */
export function getConcepts(cuit: string, grid: GridQueryModel, signal?: AbortSignal) {
  return callApi(cc.conceptos, { query: { cuit }, body: toQuery(grid), signal });
}

export const conceptsQueryOptions = (cuit: string | null, grid: GridQueryModel, run: number) =>
  queryOptions({
    queryKey: ['conceptos', cuit, toQuery(grid), run],
    queryFn: ({ signal }) => getConcepts(cuit!, grid, signal),
    enabled: cuit !== null && run > 0,
    placeholderData: keepPreviousData,
  });

export function useConcepts(cuit: string | null, grid: GridQueryModel, run: number) {
  return useQuery(conceptsQueryOptions(cuit, grid, run));
}
