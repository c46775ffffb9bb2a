import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi, type DelegateScope } from '@portal/shared';
import * as delegates from '@portal/shared/contract/delegates';

export interface DelegateLimits {
  areas: DelegateScope[];
  /** YYYY-MM-DD, or null for no end. */
  accessUntil?: string | null;
}

/** PUT Producer/Delegados/{id} — a delegate's menu areas and last day (issue 40 §4). */
export function updateDelegate(id: number, limits: DelegateLimits) {
  return callApi(delegates.updateDelegado, {
    params: { id },
    body: { areas: limits.areas, accessUntil: limits.accessUntil ?? null },
  });
}

export function useUpdateDelegate(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, limits }: { id: number; limits: DelegateLimits }) => updateDelegate(id, limits),
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegates', userId] }),
  });
}
