import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

export function getAccountManager(cuit: string) {
  return callApi(shell.getAccountManagerByCuit, { query: { cuit } });
}

export function accountManagerQueryOptions(cuit: string) {
  return queryOptions({ queryKey: ['account-manager', cuit], queryFn: () => getAccountManager(cuit), retry: false });
}

export function useAccountManager(cuit: string | null) {
  return useQuery({ ...accountManagerQueryOptions(cuit ?? ''), enabled: Boolean(cuit) });
}
