import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/** GET FileRepository/repositorio/ (002 §7): every stored file. */
export function getRepository(signal?: AbortSignal) {
  return callApi(oversight.getRepository, { signal });
}

export const repositoryQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'repository'], queryFn: ({ signal }) => getRepository(signal) });

export function useRepository() {
  return useQuery(repositoryQueryOptions());
}
