import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, shell } from '@portal/shared';

export function getProducer(userId: number) {
  return callApi(shell.getProducerById, { query: { userId } });
}

export function producerQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['producer', userId], queryFn: () => getProducer(userId) });
}

export function useProducer(userId: number | null) {
  return useQuery({ ...producerQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
