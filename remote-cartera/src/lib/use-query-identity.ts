import { useEffectiveCuit, useSessionStore } from '@portal/shared';

/**
 * Who the portfolio calls ask about (001 §1): the session's effective CUIT (000 §6: a producer's own, a
 * Gestor's represented one, a simulator's chosen producer's); plus the user id and e-mail the calls carry.
 */
export function useQueryIdentity() {
  const session = useSessionStore((s) => s.session);
  return {
    userId: session?.userId ?? null,
    email: session?.userEmail ?? '',
    producerCuit: useEffectiveCuit(),
  };
}
