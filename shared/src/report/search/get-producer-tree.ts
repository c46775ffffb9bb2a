import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, useProducerUserId } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { buildProducerTree } from './producer-tree';

/** producer/GetProducerCodes as the selection tree of 001 §2 (cores named, EOS left out). */
export async function getProducerTree(userId: number | string) {
  return buildProducerTree(await callApi(shell.getProducerCodes, { query: { userId } }));
}

export const producerTreeQueryOptions = (userId: number | string | null | undefined) =>
  queryOptions({
    queryKey: ['producer-tree', userId],
    queryFn: () => getProducerTree(userId!),
    enabled: userId !== null && userId !== undefined && userId !== '',
    // A user's producer codes change rarely; every report screen of the session reuses them.
    staleTime: 10 * 60 * 1000,
  });

/** The producer tree of whoever the session works for: the producer, or a simulator's chosen one (000 §4). */
export function useProducerTree() {
  return useQuery(producerTreeQueryOptions(useProducerUserId()));
}
