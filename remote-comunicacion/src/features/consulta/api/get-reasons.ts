import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';

/** GET Communication/GetMotivos?idSector= (named in docs/contract/endpoints.tsv): a sector's enquiry types. */
export function getReasons(sectorId: number, signal?: AbortSignal) {
  return callApi(comunicacion.getMotivos, { query: { idSector: sectorId }, signal });
}

export function reasonsQueryOptions(sectorId: number) {
  return queryOptions({
    queryKey: ['enquiry', 'reasons', sectorId] as const,
    queryFn: ({ signal }) => getReasons(sectorId, signal),
    staleTime: 10 * 60_000,
  });
}

/** The types of the chosen sector, asked only when it has sub-categories. */
export function useReasons(sectorId: number | null, hasSubCategory: boolean) {
  return useQuery({ ...reasonsQueryOptions(sectorId ?? 0), enabled: sectorId !== null && hasSubCategory });
}
