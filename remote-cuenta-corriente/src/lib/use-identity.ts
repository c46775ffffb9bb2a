import { effectiveUserId, useEffectiveCuit, useSessionStore } from '@portal/shared';

/**
 * Who the current-account calls ask about (001 §1): the effective CUIT and user id (a simulator's chosen
 * producer's), the signed-in user's own id (what the column views and the scheduler take) and session fields of 000 §3.
 */
export function useIdentity() {
  const cuit = useEffectiveCuit();
  const userId = useSessionStore((s) => effectiveUserId(s.session, s.simulation));
  const sessionUserId = useSessionStore((s) => s.session?.userId ?? null);
  const session = useSessionStore((s) => s.session);
  return { cuit, userId, sessionUserId, session };
}
