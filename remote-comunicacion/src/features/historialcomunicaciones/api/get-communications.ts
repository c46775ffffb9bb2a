import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';

export type ProducerCommunication = comunicacion.CommunicationView;

/** Every cached communication list starts with this, so one invalidation reloads the panel and the history. */
export const communicationKeys = {
  all: ['communications'] as const,
  list: (cuit: string, ultimos: boolean) => ['communications', cuit, ultimos] as const,
};

/**
 * GET Communication/SearchCommunication (002 §7) with Vigentes=true: `ultimos` true gives the panel's
 * newest ones, false the history's.
 */
export function getCommunications(cuit: string, ultimos: boolean, signal?: AbortSignal) {
  return callApi(comunicacion.searchCommunication, {
    query: { CUIT: cuit, Vigentes: 'true', Ultimos: ultimos ? 'true' : 'false' },
    signal,
  });
}

export function communicationsQueryOptions(cuit: string, ultimos: boolean) {
  return queryOptions({
    queryKey: communicationKeys.list(cuit, ultimos),
    queryFn: ({ signal }) => getCommunications(cuit, ultimos, signal),
  });
}

/** The producer's communications; nothing is asked while there is no CUIT (staff without a producer). */
export function useCommunications(cuit: string | null, ultimos: boolean) {
  return useQuery({ ...communicationsQueryOptions(cuit ?? '', ultimos), enabled: Boolean(cuit) });
}
