import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, shell, type ResponseOf } from '@portal/shared';

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
