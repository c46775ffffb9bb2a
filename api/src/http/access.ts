import { UserType } from '../db/schema';
import { AppError } from '../errors';
import { cuitDigits } from '@portal/shared/validation';
import { messages } from '../messages';
import type { Session } from './session';

/**
 * A request naming a user id may only name the signed-in producer, or, for a simulator, the portal user of
 * the producer it selected (0 when that producer has none). Anything else is 403, whether or not that user exists.
 */
export function assertUserAccess(session: Session, userId: number): void {
  if (userId === session.userId && session.userType === UserType.producer) return;
  // A chosen producer without a portal user is named 0, and only by the simulation that chose it.
  if (
    session.userType === UserType.simulator &&
    session.selectedProducerUserId !== null &&
    userId === session.selectedProducerUserId
  )
    return;
  throw new AppError(403, messages.forbidden);
}

/**
 * A request naming a CUIT may only name the session's effective one (own, a Gestor's represented one, a
 * simulator's chosen producer's). Anything else is 403, whether or not that CUIT exists. Answers its digits.
 */
export function assertCuitAccess(session: Session, cuit: string): string {
  const digits = cuitDigits(cuit);
  if (!session.effectiveCuit || digits !== session.effectiveCuit) throw new AppError(403, messages.forbidden);
  return digits;
}
