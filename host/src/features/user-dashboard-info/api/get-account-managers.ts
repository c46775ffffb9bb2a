import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

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
