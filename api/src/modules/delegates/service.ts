import {
  DELEGATE_SCOPES,
  delegateAccessEnded,
  delegateMessages,
  type DelegateScope,
  delegateUntilKept,
} from '@portal/shared/contract/delegates';
import { cuitDigits } from '@portal/shared/validation';
import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/tokens';
import { messages } from '../../messages';
import { delegateMail } from '../auth/mails';
import { cuitTaken, insertUser, type RegistrationInput } from '../auth/registration';
import { resetLink } from '../auth/service';
import * as q from './queries';

/** The producer CUIT whose delegates this session manages: a producer's own; a Gestor manages none. */
function ownerCuit(session: Session): string {
  if (session.userType !== UserType.producer || !session.cuit) throw new AppError(403, messages.forbidden);
  if (session.rol === 'Gestor' || session.reportToCuit) throw new AppError(403, messages.gestorCannotAddSubusers);
  return session.cuit;
}

/**
 * A producer adds a delegate (002 §8): a Gestor acting for the producer's CUIT, with the producer's data.
 * The delegate has no password yet: a link to set one is mailed.
 */
export async function createDelegate(
  ctx: AppContext,
  session: Session,
  input: RegistrationInput & { Rol?: string; areas?: DelegateScope[]; accessUntil?: string | null },
): Promise<void> {
  const producerCuit = ownerCuit(session);
  const { db } = ctx.database;
  const cuit = cuitDigits(input.CUIT);
  if (await cuitTaken(db, cuit)) throw new AppError(400, messages.duplicateCuit);
  const email = input.Email.trim();
  const delegate = await insertUser(db, {
    username: cuit,
    cuit,
    email,
    firstName: input.Name.toUpperCase(),
    lastName: input.LastName.toUpperCase(),
    // Nobody knows this password: the delegate sets one through the mailed link.
    passwordHash: await hashPassword(randomToken()),
    userType: UserType.producer,
    rol: 'Gestor',
    reportToCuit: producerCuit,
    producerId: session.producerIds[0],
    emailConfirmed: false,
    telephone: input.Telephone,
    telephoneCompany: input.TelephoneCompany,
    delegateScopes: input.areas ?? [...DELEGATE_SCOPES],
    delegateUntil: input.accessUntil ?? null,
  });
  await ctx.mailer.send(db, delegateMail(email, session.username, await resetLink(ctx, delegate)));
}

export async function listDelegates(ctx: AppContext, session: Session, userId: number) {
  if (session.userId !== userId) throw new AppError(403, messages.forbidden);
  const producerCuit = ownerCuit(session);
  const rows = await q.listDelegates(ctx.database.db, producerCuit);
  return rows.map((u) => ({
    id: u.id,
    nombre: u.firstName,
    apellido: u.lastName,
    cuit: u.cuit ?? u.username,
    email: u.email,
    estado: estadoOf(u),
    rol: u.rol,
    areas: u.delegateScopes ?? [...DELEGATE_SCOPES],
    accessUntil: u.delegateUntil,
  }));
}

function estadoOf(u: { active: boolean; emailConfirmed: boolean; delegateUntil: string | null }): string {
  if (!u.active) return 'Inactivo';
  if (delegateAccessEnded(u.delegateUntil)) return 'Vencido';
  return u.emailConfirmed ? 'Activo' : 'Pendiente';
}

/**
 * The producer changes a delegate's areas and last day (issue 40 §4). New areas end its sessions: its menu
 * and routes were given at sign-in, so it signs in again to get the new ones (its calls follow at once).
 */
export async function updateDelegate(
  ctx: AppContext,
  session: Session,
  id: number,
  input: { areas: DelegateScope[]; accessUntil?: string | null },
) {
  const producerCuit = ownerCuit(session);
  const { db } = ctx.database;
  const delegate = await q.findDelegate(db, producerCuit, id);
  if (!delegate) throw new AppError(404, messages.notFound);
  // Absent: the day it has stays. A past day only as the one it has (an ended access is not reopened by an edit).
  const until = input.accessUntil === undefined ? delegate.delegateUntil : input.accessUntil;
  if (until !== null && !delegateUntilKept(until, delegate.delegateUntil))
    throw new AppError(400, delegateMessages.untilInPast, {
      issues: [{ path: 'accessUntil', message: delegateMessages.untilInPast }],
    });
  await q.updateDelegateLimits(db, producerCuit, id, { scopes: input.areas, until });
  const before = delegate.delegateScopes ?? DELEGATE_SCOPES;
  if (before.length !== input.areas.length || before.some((s) => !input.areas.includes(s)))
    await q.endSessionsOf(db, id);
  return { success: true as const };
}

/** Removes one of the producer's own delegates; any other CUIT is "not found" (nothing leaked). */
export async function deleteDelegate(ctx: AppContext, session: Session, cuit: string) {
  const producerCuit = ownerCuit(session);
  if (!(await q.deleteDelegate(ctx.database.db, producerCuit, cuitDigits(cuit))))
    throw new AppError(404, messages.notFound);
  return { success: true as const, businessExceptions: [] };
}
