import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export function getProducer(userId: number) {
  return callApi(shell.getProducerById, { query: { userId } });
}

export function producerQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['producer', userId], queryFn: () => getProducer(userId) });
}

export function useProducer(userId: number | null) {
  return useQuery({ ...producerQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
