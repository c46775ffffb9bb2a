import type { TwoStepSetup, TwoStepStatus } from '@portal/shared/contract/two-step';
import type { users } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AppContext } from '../../../http/context';
import type { Session } from '../../../http/session';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { confirmationCode } from '../../../lib/tokens';
import { messages } from '../../../messages';
import { findUserById } from '../queries';
import { MAX_FAILURES_PER_ACCOUNT } from '../service';
import { requiredOf, twoStepOf } from './policy';
import * as q from './queries';
import { enrolmentOf, newSecret, stepOf } from './totp';

type User = typeof users.$inferSelect;

/** Issue 40 §1: ten recovery codes, shown once. */
const RECOVERY_CODE_COUNT = 10;

/** A code the user typed: of the app, or one of the recovery codes (already normalised by the contract). */
export interface TypedCode {
  code?: string;
  recoveryCode?: string;
}

/** What the audit trail says happened (its `function` column, read on /auditoria-productor). */
const TWO_STEP_EVENTS = {
  enrolled: 'Verificación en dos pasos: activada',
  removed: 'Verificación en dos pasos: desactivada',
  recoveryCodeUsed: 'Verificación en dos pasos: código de recuperación usado',
  codeRefused: 'Verificación en dos pasos: código rechazado',
} as const;

/**
 * Records a two-step event in the audit trail, as the user's action. The sign-in step has no session, so the
 * request hook records nothing of it: this names the user the code was for.
 */
export function auditEvent(
  ctx: AppContext,
  user: User,
  event: keyof typeof TWO_STEP_EVENTS,
  url: string,
  statusCode: number,
): void {
  ctx.audit?.action({
    createdAt: new Date(),
    userId: user.id,
    userName: user.username,
    cuit: user.reportToCuit ?? user.cuit,
    producerUserId: null,
    application: 'Portal',
    url,
    action: 'POST',
    function: TWO_STEP_EVENTS[event],
    statusCode,
    durationMs: 0,
  });
}

/** The user's two-step verification as /seguridad shows it. */
export async function status(ctx: AppContext, userId: number): Promise<TwoStepStatus> {
  const { db } = ctx.database;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(404, messages.notFound);
  const enabled = await q.isOn(db, userId);
  return {
    enabled,
    required: requiredOf(ctx, user),
    recoveryCodesLeft: enabled ? await q.countUnusedRecoveryCodes(db, userId) : 0,
  };
}

/** A new pending secret for the user, with its QR code; refused while one is confirmed (it is never answered again). */
export async function startSetup(ctx: AppContext, user: User): Promise<TwoStepSetup> {
  const secret = newSecret();
  if (!(await q.savePendingSecret(ctx.database.db, user.id, twoStepOf(ctx).secrets.seal(secret))))
    throw new AppError(400, messages.twoStepAlreadyOn);
  return enrolmentOf(secret, user.username);
}

/** Accepts a code of the app once: of now or ±1 step, and of a later step than the last one accepted (no replay). */
async function acceptAppCode(ctx: AppContext, userId: number, sealedSecret: string, code: string): Promise<boolean> {
  const step = stepOf(twoStepOf(ctx).secrets.open(sealedSecret), code);
  return step !== null && (await q.spendStep(ctx.database.db, userId, step));
}

/** Spends the recovery code that matches, if any (argon2id against each unused one). */
async function acceptRecoveryCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const { db } = ctx.database;
  for (const row of await q.unusedRecoveryCodes(db, userId)) {
    if (await verifyPassword(row.codeHash, code)) return q.spendRecoveryCode(db, row.id);
  }
  return false;
}

/**
 * Confirms the pending set-up with a code of the app: two-step verification is on and the ten recovery codes
 * are answered, this once ('ABCDE-FGH23'; only their argon2id hashes are kept).
 */
export async function confirmSetup(ctx: AppContext, user: User, code: string, url: string): Promise<string[]> {
  const { db } = ctx.database;
  const row = await q.findTwoStep(db, user.id);
  if (!row) throw new AppError(400, messages.twoStepNotStarted);
  if (row.confirmedAt) throw new AppError(400, messages.twoStepAlreadyOn);
  if (!(await acceptAppCode(ctx, user.id, row.secret, code))) throw new AppError(400, messages.twoStepWrongCode);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => confirmationCode(10));
  const hashes = await Promise.all(codes.map((c) => hashPassword(c)));
  if (!(await q.confirm(db, user.id, hashes))) throw new AppError(400, messages.twoStepAlreadyOn);
  auditEvent(ctx, user, 'enrolled', url, 200);
  return codes.map((c) => `${c.slice(0, 5)}-${c.slice(5)}`);
}

/**
 * Checks the second factor of a user who has it on, under the sign-in limits (000 §2: per account and per
 * address, in Redis or the database, so across replicas): refused at once when either is reached, and a wrong
 * code counts as a failed sign-in. A recovery code is spent; both outcomes go to the audit trail.
 */
export async function checkSecondFactor(
  ctx: AppContext,
  user: User,
  typed: TypedCode,
  origin: { address: string; url: string },
): Promise<void> {
  const { db } = ctx.database;
  const failures = await ctx.limits.count(user.username, origin.address);
  if (failures.byAccount >= MAX_FAILURES_PER_ACCOUNT || failures.byAddress >= ctx.config.signInMaxFailuresPerAddress) {
    throw new AppError(429, messages.tooManyAttempts, { title: messages.signInTitle });
  }
  const row = await q.findTwoStep(db, user.id);
  if (!row?.confirmedAt) throw new AppError(400, messages.twoStepNotOn);
  const accepted = typed.recoveryCode
    ? await acceptRecoveryCode(ctx, user.id, typed.recoveryCode)
    : Boolean(typed.code) && (await acceptAppCode(ctx, user.id, row.secret, typed.code!));
  if (!accepted) {
    await ctx.limits.record(user.username, origin.address);
    auditEvent(ctx, user, 'codeRefused', origin.url, 400);
    throw new AppError(400, typed.recoveryCode ? messages.twoStepWrongRecoveryCode : messages.twoStepWrongCode, {
      title: messages.signInTitle,
    });
  }
  if (typed.recoveryCode) auditEvent(ctx, user, 'recoveryCodeUsed', origin.url, 200);
}

/** Turns it off, with a current code (or a recovery code); not for an account the portal requires it of. */
export async function disable(
  ctx: AppContext,
  session: Session,
  typed: TypedCode,
  origin: { address: string; url: string },
): Promise<void> {
  const user = await findUserById(ctx.database.db, session.userId);
  if (!user) throw new AppError(404, messages.notFound);
  if (requiredOf(ctx, user)) throw new AppError(400, messages.twoStepRequired);
  await checkSecondFactor(ctx, user, typed, origin);
  await q.remove(ctx.database.db, user.id);
  auditEvent(ctx, user, 'removed', origin.url, 200);
}

/** The signed-in user's own row, for the calls of /seguridad. */
export async function signedInUser(ctx: AppContext, session: Session): Promise<User> {
  const user = await findUserById(ctx.database.db, session.userId);
  if (!user) throw new AppError(404, messages.notFound);
  return user;
}
