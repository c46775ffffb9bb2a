import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { shell } from '@portal/shared/contract';
import { DELEGATE_SCOPES, delegateAccessEnded, delegateMessages } from '@portal/shared/contract/delegates';
import type { Db } from '../../db/client';
import { type CodePurpose, UserType, type users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { permissionsOf, selectsProducer } from '../../http/permissions';
import type { Session } from '../../http/session';
import { cuitDigits } from '@portal/shared/validation';
import { hashPassword, verifyPassword } from '../../lib/password';
import { confirmationCode, randomToken, sha256 } from '../../lib/tokens';
import { messages } from '../../messages';
import { invoiceSysData } from '../cuenta-corriente/enviofacturas';
import { requiredOf, twoStepOf } from './two-step/policy';
import { isOn as twoStepIsOn } from './two-step/queries';
import { CHALLENGE_SECONDS } from '../../lib/sign-in-challenge';
import { confirmationMail, emailChangeMail, resetMail } from './mails';
import * as q from './queries';

type User = typeof users.$inferSelect;
type LoginResponse = z.output<typeof shell.SignedIn>;
type TwoStepChallenge = z.output<typeof shell.TwoStepChallenge>;
/** A sign-in either completed (a session and its tokens) or waiting for its second step (no session yet). */
export type SignInOutcome =
  { response: LoginResponse; tokens: IssuedTokens } | { response: TwoStepChallenge; tokens: null };
type InvoiceSysData = Awaited<ReturnType<typeof invoiceSysData>>;

export const MAX_FAILURES_PER_ACCOUNT = 100;
const HOUR = 3600 * 1000;
/** Remember-me lengthens the refresh token's life (docs/adr/0004-refresh-token-rotation-and-the-refresh-rule.md). */
export const REFRESH_LIFETIME_MS = { remembered: 30 * 24 * HOUR, session: 12 * HOUR };
const CODE_LIFETIME_MS = { confirm: 48 * HOUR, reset: 2 * HOUR, change: 2 * HOUR, email: 48 * HOUR } satisfies Record<
  CodePurpose,
  number
>;

/** Verified when the user is unknown, so that an unknown user costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;

/** The username a sign-in or recovery identity stands for: a CUIT's digits, or a lower-cased e-mail. */
export function usernameOf(identity: string): string {
  const trimmed = identity.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : cuitDigits(trimmed);
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  rememberMe: boolean;
}

async function issueRefreshToken(db: Db, familyId: string, rememberMe: boolean) {
  const refreshToken = randomToken();
  const refreshExpiresAt = new Date(
    Date.now() + (rememberMe ? REFRESH_LIFETIME_MS.remembered : REFRESH_LIFETIME_MS.session),
  );
  await q.insertRefreshToken(db, { tokenHash: sha256(refreshToken), familyId, expiresAt: refreshExpiresAt });
  return { refreshToken, refreshExpiresAt };
}

/** Where a sign-in or refresh came from, kept on its session for the list of /seguridad. */
export interface ClientOrigin {
  address: string;
  userAgent: string | undefined;
}

async function startSession(
  ctx: AppContext,
  user: User,
  rememberMe: boolean,
  origin: ClientOrigin,
): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const sessionId = randomUUID();
  await q.createSession(db, { id: sessionId, userId: user.id, rememberMe, ...q.originColumns(origin) });
  const refresh = await issueRefreshToken(db, sessionId, rememberMe);
  const accessToken = await ctx.tokens.sign({ userId: user.id, sessionId });
  return { accessToken, ...refresh, rememberMe };
}

async function newCode(db: Db, userId: number, purpose: CodePurpose, code: string, payload?: string) {
  await q.insertCode(db, {
    codeHash: sha256(code),
    userId,
    purpose,
    payload,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS[purpose]),
  });
  return code;
}

function loginResponse(
  user: User,
  accessToken: string,
  code: string | null,
  selects: boolean,
  invoices: InvoiceSysData,
): LoginResponse {
  return {
    success: true,
    isLogon: true,
    userInfo: { cuit: user.cuit, code },
    user: { id: user.id },
    authenticationResult: { success: true, token: accessToken, errors: [] },
    businessExceptions: [],
    userId: user.id,
    cuit: user.cuit,
    reportTo_Cuit: user.reportToCuit,
    avatar: user.avatar,
    userType: user.userType,
    userFirstName: user.firstName,
    userLastName: user.lastName,
    userName: user.username,
    emailConfirmed: user.emailConfirmed,
    email: user.email,
    code,
    rol: user.rol,
    mustChangePassword: user.mustChangePassword,
    selectsProducer: selects,
    sysData: { ...invoices, emails: [user.email] },
    ...(user.reportToCuit && { delegateAreas: user.delegateScopes ?? [...DELEGATE_SCOPES] }),
  };
}

/**
 * Sign-in (account/login for producers, simulatorusers/login for simulators and administrators). Same
 * answer and about the same time for an unknown user, a wrong password or the wrong door, so it tells
 * nobody which accounts exist. At most 100 failures an hour per account, and a limit per address.
 */
export async function signIn(
  ctx: AppContext,
  door: 'producer' | 'simulator',
  input: { Username: string; Password: string; RememberMe?: boolean },
  origin: ClientOrigin,
): Promise<SignInOutcome> {
  const { db } = ctx.database;
  const { address } = origin;
  const username = usernameOf(input.Username);
  const failures = await ctx.limits.count(username, address);
  if (failures.byAccount >= MAX_FAILURES_PER_ACCOUNT || failures.byAddress >= ctx.config.signInMaxFailuresPerAddress) {
    throw new AppError(429, messages.tooManyAttempts, { title: messages.signInTitle });
  }

  // A producer's username is its CUIT; at the producer door an e-mail finds the producer it belongs to.
  const user =
    door === 'producer' && username.includes('@')
      ? await q.findProducerUserByEmail(db, username)
      : await q.findUserByUsername(db, username);
  const ok = user
    ? await verifyPassword(user.passwordHash, input.Password)
    : await verifyPassword(await (dummyHash ??= hashPassword(randomToken())), input.Password);
  if (!user || !ok || !user.active || !doorAdmits(door, user)) {
    await ctx.limits.record(username, address);
    throw new AppError(400, messages.wrongCredentials, { title: messages.signInTitle });
  }
  if (user.userType === UserType.producer && !user.emailConfirmed) {
    throw new AppError(400, messages.emailNotConfirmed, { title: messages.signInTitle });
  }
  if (user.delegateUntil && delegateAccessEnded(user.delegateUntil)) {
    throw new AppError(403, delegateMessages.accessEnded(user.delegateUntil), { title: messages.signInTitle });
  }
  const rememberMe = input.RememberMe === true;

  // Issue 40 §1: with two-step verification (or when it must be set up first) no session starts before the
  // code; the failures stay counted until then, so a right password does not wipe out wrong codes.
  const step = (await twoStepIsOn(db, user.id)) ? 'verify' : requiredOf(ctx, user) ? 'enrol' : null;
  if (step) {
    const challenge = await twoStepOf(ctx).challenges.sign({ userId: user.id, door, rememberMe, step });
    return {
      response: {
        success: true,
        isLogon: false,
        twoStep: { step, challenge, expiresInSeconds: CHALLENGE_SECONDS },
        businessExceptions: [],
      },
      tokens: null,
    };
  }
  if (failures.byAccount > 0) await ctx.limits.clear(username);
  return completeSignIn(ctx, user, rememberMe, origin);
}

/** Starts the session of a sign-in whose every step passed and answers it (000 §3). */
export async function completeSignIn(
  ctx: AppContext,
  user: User,
  rememberMe: boolean,
  origin: ClientOrigin,
): Promise<{ response: LoginResponse; tokens: IssuedTokens }> {
  const { db } = ctx.database;
  // 002 §2: a simulator who must change the password is sent to /recover-reset?code=…&simulador=true.
  const code = user.mustChangePassword ? await newCode(db, user.id, 'change', randomToken()) : null;
  const tokens = await startSession(ctx, user, rememberMe, origin);
  const [selects, invoices] = await Promise.all([selectsProducer(db, user), invoiceSysData(db, user.producerId)]);
  return { response: loginResponse(user, tokens.accessToken, code, selects, invoices), tokens };
}

/** The user types each sign-in door lets in. */
export function doorAdmits(door: 'producer' | 'simulator', user: Pick<User, 'userType'>): boolean {
  const allowed: number[] = door === 'producer' ? [UserType.producer] : [UserType.simulator, UserType.administrator];
  return allowed.includes(user.userType);
}

/**
 * How long a spent refresh token may still be renewed when its successor was never used: a reload whose
 * refresh is cut short by the next navigation, or two tabs refreshing at once, rotate the token without the
 * browser keeping the new cookie, and its next request presents the old one again. Past this, or once the
 * successor was used, presenting it is a reuse.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued. A token
 * presented after it was spent means it was copied: the whole family (the session) is revoked — unless the
 * client that spent it plainly never got the new one (REFRESH_REUSE_GRACE_MS).
 */
export async function refresh(
  ctx: AppContext,
  presented: string | undefined,
  origin: ClientOrigin,
): Promise<IssuedTokens> {
  const { db } = ctx.database;
  const expired = new AppError(401, messages.sessionExpired);
  if (!presented) throw expired;
  const row = await q.findRefreshToken(db, sha256(presented));
  if (!row || row.revokedAt) throw expired;
  if (row.usedAt || !(await q.markRefreshTokenUsed(db, row.id))) {
    if (!(await q.spentWithinGrace(db, row.id, REFRESH_REUSE_GRACE_MS))) {
      await q.revokeSession(db, row.familyId);
      throw expired;
    }
  }
  if (row.expiresAt.getTime() <= Date.now()) throw expired;
  const user = await q.findUserById(db, row.userId);
  if (!user?.active) throw expired;
  if (delegateAccessEnded(user.delegateUntil)) {
    // A delegate's last day has passed (issue 40 §4): its session ends here, as a sign-out would end it.
    await q.revokeSession(db, row.familyId);
    throw expired;
  }
  const next = await issueRefreshToken(db, row.familyId, row.rememberMe);
  await q.sessionSeen(db, row.familyId, origin);
  const accessToken = await ctx.tokens.sign({ userId: row.userId, sessionId: row.familyId });
  return { accessToken, ...next, rememberMe: row.rememberMe };
}

/** Ends the session of the refresh-token cookie and of the bearer token, whichever are present. */
export async function signOut(ctx: AppContext, presented: string | undefined, session: Session | null): Promise<void> {
  const { db } = ctx.database;
  if (presented) {
    const row = await q.findRefreshToken(db, sha256(presented));
    if (row) await q.revokeSession(db, row.familyId);
  }
  if (session) await q.revokeSession(db, session.sessionId);
}

/** Mails a reset link when the identity (and e-mail, if given) match an account; answers the same either way. */
export async function forgotPassword(ctx: AppContext, input: { Cuit: string; Email?: string }): Promise<void> {
  const { db } = ctx.database;
  const user = await q.findUserByUsername(db, usernameOf(input.Cuit));
  if (!user || !user.active) return;
  if (input.Email && input.Email.trim().toLowerCase() !== user.email.toLowerCase()) return;
  await ctx.mailer.send(db, resetMail(user.email, await resetLink(ctx, user)));
}

/** A one-time link to /recover-reset (with `simulador=true` for simulators and administrators). */
export async function resetLink(ctx: AppContext, user: Pick<User, 'id' | 'userType'>): Promise<string> {
  const code = await newCode(ctx.database.db, user.id, 'reset', randomToken());
  const simulator = user.userType !== UserType.producer;
  return `${ctx.config.publicUrl}/recover-reset?code=${code}${simulator ? '&simulador=true' : ''}`;
}

/** Mails a new confirmation code to an account whose e-mail is not confirmed yet; answers the same either way. */
export async function sendEmailConfirmation(
  ctx: AppContext,
  input: { Username: string; Email?: string },
): Promise<void> {
  const { db } = ctx.database;
  const user = await q.findUserByUsername(db, usernameOf(input.Username));
  if (!user || user.emailConfirmed) return;
  if (input.Email && input.Email.trim().toLowerCase() !== user.email.toLowerCase()) return;
  await sendConfirmationCode(ctx, user.id, user.email);
}

export async function sendConfirmationCode(ctx: AppContext, userId: number, email: string): Promise<void> {
  const code = await newCode(ctx.database.db, userId, 'confirm', confirmationCode());
  await ctx.mailer.send(ctx.database.db, confirmationMail(email, code, `${ctx.config.publicUrl}/register-validation`));
}

/** Sets a new password with a reset code (or a forced-change code plus the old password). Ends every session. */
export async function resetPassword(
  ctx: AppContext,
  input: { Cuit: string; Password: string; ConfirmPassword: string; Code: string; OldPassword?: string },
): Promise<void> {
  const { db } = ctx.database;
  if (input.Password !== input.ConfirmPassword) throw new AppError(400, messages.passwordsDontMatch);
  const codeHash = sha256(input.Code);
  const live = await q.findLiveCode(db, codeHash);
  const user =
    live && (live.purpose === 'reset' || live.purpose === 'change') ? await q.findUserById(db, live.userId) : undefined;
  if (!live || !user || user.username !== usernameOf(input.Cuit)) throw new AppError(400, messages.invalidCode);
  if (
    live.purpose === 'change' &&
    !(input.OldPassword && (await verifyPassword(user.passwordHash, input.OldPassword)))
  ) {
    throw new AppError(400, messages.wrongPassword);
  }
  if (!(await q.consumeCode(db, codeHash, [live.purpose]))) throw new AppError(400, messages.invalidCode);
  // Following the mailed link (or knowing the old password) proves the mailbox, as confirming would.
  await q.updateUser(db, user.id, {
    passwordHash: await hashPassword(input.Password),
    mustChangePassword: false,
    emailConfirmed: true,
  });
  await q.revokeUserSessions(db, user.id);
}

/** The code mailed at registration confirms the e-mail; the one mailed on a change replaces it. */
export async function confirmEmail(ctx: AppContext, code: string): Promise<void> {
  const { db } = ctx.database;
  const used = await q.consumeCode(db, sha256(code.toUpperCase()), ['confirm', 'email']);
  if (!used) throw new AppError(400, messages.invalidCode);
  if (used.purpose === 'email' && used.payload)
    await q.updateUser(db, used.userId, { email: used.payload, emailConfirmed: true });
  else await q.updateUser(db, used.userId, { emailConfirmed: true });
}

/** Starts an e-mail change: the new address gets a code; the old one stays until it is confirmed. */
export async function requestEmailChange(ctx: AppContext, userId: number, newEmail: string): Promise<void> {
  const code = await newCode(ctx.database.db, userId, 'email', confirmationCode(), newEmail);
  await ctx.mailer.send(
    ctx.database.db,
    emailChangeMail(newEmail, code, `${ctx.config.publicUrl}/register-validation`),
  );
}

export { revokeUserSessions } from './queries';

function requireOwnId(session: Session, userId: number) {
  if (session.userId !== userId) throw new AppError(403, messages.forbidden);
}

/**
 * login/getroles: the user's own permissions (000 §6): a producer's, internal staff's (granted to it,
 * 002 §6); none for an administrator or a simulator, whose producer's come from the simulator call.
 */
export async function getRoles(ctx: AppContext, session: Session, userId: number): Promise<string[]> {
  requireOwnId(session, userId);
  if (session.selectedProducerId) return [];
  return permissionsOf(ctx.database.db, session);
}

/** simulator/getpermissionsproducersimulator: only for the producer this simulator selected. */
export async function getSimulatorPermissions(
  ctx: AppContext,
  session: Session,
  userIdProducer: number,
  userId: number,
) {
  requireOwnId(session, userId);
  if (
    session.userType !== UserType.simulator ||
    session.selectedProducerUserId === null ||
    session.selectedProducerUserId !== userIdProducer
  ) {
    throw new AppError(403, messages.forbidden);
  }
  return permissionsOf(ctx.database.db, session);
}

export async function checkUserInfo(ctx: AppContext, session: Session, userId: number) {
  requireOwnId(session, userId);
  const user = await q.findUserById(ctx.database.db, userId);
  if (!user) throw new AppError(404, messages.notFound);
  return {
    success: true as const,
    userId: user.id,
    emailConfirmed: user.emailConfirmed,
    mustChangePassword: user.mustChangePassword,
    active: user.active,
  };
}
