import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, type ResponseOf } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export type Delegate = ResponseOf<typeof shell.getDelegados>[number];

export function getDelegates(userId: number) {
  return callApi(shell.getDelegados, { query: { userId } });
}

export function delegatesQueryOptions(userId: number) {
  return queryOptions({ queryKey: ['delegates', userId], queryFn: () => getDelegates(userId) });
}

export function useDelegates(userId: number | null) {
  return useQuery({ ...delegatesQueryOptions(userId ?? 0), enabled: Boolean(userId) });
}
