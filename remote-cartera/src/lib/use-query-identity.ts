import { useSessionStore } from '@portal/shared';

/**
 * Who the portfolio calls ask about (001 §1): the producer's own CUIT, a manager's reportTo, or the
 * simulated producer's CUIT; plus the user id and e-mail the calls carry.
 */
export function useQueryIdentity() {
  const session = useSessionStore((s) => s.session);
  const simulation = useSessionStore((s) => s.simulation);
  return {
    userId: session?.userId ?? null,
    email: session?.userEmail ?? '',
    producerCuit: simulation?.cuitProducer ?? session?.reportTo ?? session?.cuit ?? null,
  };
}
