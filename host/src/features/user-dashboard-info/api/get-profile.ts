import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export function getProfile(userId: number) {
  return callApi(shell.getProducerById, { query: { userId } });
}

export function profileQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['producer', userId], queryFn: () => getProfile(userId) });
}

export function useProfile(userId: number | null) {
  return useQuery({ ...profileQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
