import { USER_TYPE, type SessionData, type Simulation } from '@portal/shared';

export const ADMIN_ONLY = '/admin-users';
export const SELECT_PRODUCER = '/simulate-producer';
export const RESET = '/recover-reset';

/** A simulator whose e-mail is not confirmed (or whom the server flags) must change the password first (000 §4). */
export function mustChangePassword(session: SessionData): boolean {
  if (session.userType === USER_TYPE.administrator) return false;
  return (
    Boolean(session.mustChangePassword) || (session.userType === USER_TYPE.simulator && !session.userEmailConfirmed)
  );
}

/**
 * Whether the user is asked to select a producer (000 §2.3, 002 §2): a simulator is; internal staff — user
 * type 2 accounts the server signs in with `selectsProducer: false`, holding menu permissions of their own
 * (002 §6) — are not, and work on /home with their menu like any other user.
 */
export function selectsProducer(session: SessionData): boolean {
  return session.userType === USER_TYPE.simulator && session.selectsProducer !== false;
}

/** A user asked to select a producer must pick one while none is stored (000 §4). */
export function mustSelectProducer(session: SessionData, simulation: Simulation | null): boolean {
  return selectsProducer(session) && !simulation?.cuitProducer;
}

export function changePasswordPath(session: SessionData): string {
  return `${RESET}?code=${encodeURIComponent(session.userCode ?? '')}&simulador=true`;
}

/** Where a signed-in user lands from / (000 §2.3). */
export function landingPath(session: SessionData, simulation: Simulation | null): string {
  if (session.userType === USER_TYPE.administrator) return ADMIN_ONLY;
  if (mustChangePassword(session)) return changePasswordPath(session);
  if (mustSelectProducer(session, simulation)) return SELECT_PRODUCER;
  return '/home';
}
