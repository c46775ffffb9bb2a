import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as apiTokens from '@portal/shared/contract/api-tokens';

export type { ApiToken, NewApiToken } from '@portal/shared/contract/api-tokens';

const tokensKey = ['security', 'api-tokens'] as const;

function tokensQueryOptions() {
  return queryOptions({ queryKey: tokensKey, queryFn: () => callApi(apiTokens.getApiTokens, {}) });
}

/** The producer's API tokens not revoked, the newest first. */
export function useApiTokens() {
  return useQuery(tokensQueryOptions());
}

/** Creates a token: the answer holds it, shown this once; the list is read again. */
export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: apiTokens.NewApiToken) => callApi(apiTokens.createApiToken, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(apiTokens.revokeApiToken, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
