import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';

/** GET Communication/GetSectores (named in docs/contract/endpoints.tsv): the sectors an enquiry can go to. */
export function getSectors(signal?: AbortSignal) {
  return callApi(comunicacion.getSectores, { signal });
}

export const sectorsQueryOptions = queryOptions({
  queryKey: ['enquiry', 'sectors'] as const,
  queryFn: ({ signal }) => getSectors(signal),
  staleTime: 10 * 60_000,
});

export function useSectors() {
  return useQuery(sectorsQueryOptions);
}
