import { USER_TYPE, useSessionStore, type SessionData, type Simulation } from './session-store';

const GESTOR = 'gestor';

export function isGestor(session: SessionData): boolean {
  return session.rol?.toLowerCase() === GESTOR;
}

/**
 * The CUIT queries are about (000 §6): a producer's own; a Gestor's represented CUIT; a simulator's
 * chosen producer. Null when there is none (an administrator, a simulator without a producer).
 */
export function effectiveCuit(session: SessionData | null, simulation: Simulation | null): string | null {
  if (!session) return null;
  if (session.userType === USER_TYPE.simulator) return simulation?.cuitProducer || null;
  if (session.userType === USER_TYPE.producer) return (isGestor(session) && session.reportTo) || session.cuit || null;
  return null;
}

/** The user id profile and producer calls are about: the chosen producer's for a simulator (0 if unregistered). */
export function effectiveUserId(session: SessionData | null, simulation: Simulation | null): number | null {
  if (!session) return null;
  if (session.userType === USER_TYPE.simulator) return simulation?.userIdProducer || null;
  return session.userId;
}

/**
 * The user id the producer-scoped calls name (GetProducerCodes, the debt-free and rubric downloads): a producer's
 * own; for a simulator, the chosen producer's portal user (000 §4: "after picking, the producer's id is used for
 * calls"), 0 when that producer has none, which the server takes for that simulation only; null before a pick
 * or for staff.
 */
export function producerUserId(session: SessionData | null, simulation: Simulation | null): number | null {
  if (!session) return null;
  if (session.userType === USER_TYPE.simulator) return simulation ? simulation.userIdProducer : null;
  if (session.userType === USER_TYPE.producer) return session.userId;
  return null;
}

/** The producer-scoped calls' user id, kept current with the session and the simulation. */
export function useProducerUserId(): number | null {
  return useSessionStore((s) => producerUserId(s.session, s.simulation));
}

/** The signed-in user's effective CUIT, kept current with the session and the simulation. */
export function useEffectiveCuit(): string | null {
  return useSessionStore((s) => effectiveCuit(s.session, s.simulation));
}
