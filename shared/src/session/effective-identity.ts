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

/** The signed-in user's effective CUIT, kept current with the session and the simulation. */
export function useEffectiveCuit(): string | null {
  return useSessionStore((s) => effectiveCuit(s.session, s.simulation));
}
