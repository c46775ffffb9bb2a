import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as security from '@portal/shared/contract/security';

export type { ActiveSession } from '@portal/shared/contract/security';

const sessionsKey = ['security', 'sessions'] as const;

export function sessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsKey, queryFn: () => callApi(security.getSessions, {}) });
}

/** The signed-in user's live sessions ('Esta sesión' among them). */
export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

/** Ends one session, or every other one; the list is read again either way. */
export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(security.endSession, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}

export function useEndOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(security.endOtherSessions, {}),
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
}
