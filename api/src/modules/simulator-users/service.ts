import type { z } from 'zod';
import type { adminOversight } from '@portal/shared/contract';
import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { hashPassword } from '../../lib/password';
import { randomToken } from '../../lib/tokens';
import { messages } from '../../messages';
import { insertUser } from '../auth/registration';
import * as auth from '../auth/service';
import { findUserByUsername } from '../auth/queries';
import { invitationMail } from './mails';
import { simulatorUserMessages } from './messages';
import * as q from './queries';

/** 000 §2.3: the simulator users admin is the administrator's (user type 3) alone. */
export function assertAdministrator(session: Session): void {
  if (session.userType !== UserType.administrator) throw new AppError(403, messages.forbidden);
}

export function list(ctx: AppContext, session: Session) {
  assertAdministrator(session);
  return q.listSimulators(ctx.database.db);
}

/**
 * Creates a simulator (002 §2 'Nuevo usuario'). Nobody knows its first password: the mailed link sets
 * it, and until then it must change it (000 §2.3).
 */
export async function register(
  ctx: AppContext,
  session: Session,
  input: z.output<NonNullable<typeof adminOversight.registerSimulator.body>>,
) {
  assertAdministrator(session);
  const { db } = ctx.database;
  const email = input.Email.toLowerCase();
  if (await findUserByUsername(db, email)) throw new AppError(400, simulatorUserMessages.duplicateEmail);
  const user = await insertUser(db, {
    username: email,
    email,
    firstName: input.FirstName,
    lastName: input.LastName,
    passwordHash: await hashPassword(randomToken()),
    userType: UserType.simulator,
    mustChangePassword: true,
    emailConfirmed: false,
    // Issue 40 §1: staff accounts set up two-step verification at their first sign-in (MFA_REQUIRED_FOR_STAFF).
    twoStepRequired: true,
  }).catch((err: unknown) => {
    if (err instanceof AppError) throw new AppError(400, simulatorUserMessages.duplicateEmail);
    throw err;
  });
  await ctx.mailer.send(db, invitationMail(email, input.FirstName, await auth.resetLink(ctx, user)));
  return user.id;
}

/** Deletes a simulator user: it can no longer sign in and its sessions end now. Only simulators, never an admin or a producer. */
export async function remove(ctx: AppContext, session: Session, id: number) {
  assertAdministrator(session);
  const { db } = ctx.database;
  const user = await q.findActiveSimulator(db, id);
  if (!user) throw new AppError(404, simulatorUserMessages.notASimulator);
  await q.retireUser(db, id);
  await auth.revokeUserSessions(db, id);
}

/** simulatorusers/changepassword: the reset of account/resetpassword, for simulators and administrators only. */
export async function changePassword(
  ctx: AppContext,
  input: z.output<NonNullable<typeof adminOversight.changeSimulatorPassword.body>>,
) {
  const user = await findUserByUsername(ctx.database.db, auth.usernameOf(input.Cuit));
  if (!user || user.userType === UserType.producer) throw new AppError(400, messages.invalidCode);
  await auth.resetPassword(ctx, input);
}
