import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, shell } from '@portal/shared';

export function getAccountManagers() {
  return callApi(shell.getAccountManagers);
}

export const accountManagersQueryOptions = queryOptions({
  queryKey: ['account-managers'],
  queryFn: getAccountManagers,
  staleTime: 10 * 60_000,
});

export function useAccountManagers(enabled: boolean) {
  return useQuery({ ...accountManagersQueryOptions, enabled });
}
