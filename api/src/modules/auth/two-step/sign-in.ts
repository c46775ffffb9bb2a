import type { TwoStepSetup } from '@portal/shared/contract/two-step';
import { AppError } from '../../../errors';
import type { AppContext } from '../../../http/context';
import type { ChallengeStep, PendingSignIn } from '../../../lib/sign-in-challenge';
import { messages } from '../../../messages';
import { findUserById } from '../queries';
import { type ClientOrigin, completeSignIn, doorAdmits } from '../service';
import { twoStepOf } from './policy';
import { checkSecondFactor, confirmSetup, startSetup, type TypedCode } from './service';

/**
 * The second step of sign-in (issue 40 §1): the signed challenge that sign-in answered after a right password,
 * with a code. Only then does a session start and a token go out.
 */

/** The pending sign-in of a challenge still valid for this step, and its user, still able to sign in at that door. */
async function pendingOf(ctx: AppContext, challenge: string, step: ChallengeStep) {
  const pending: PendingSignIn | null = await twoStepOf(ctx).challenges.verify(challenge);
  const user = pending && pending.step === step ? await findUserById(ctx.database.db, pending.userId) : undefined;
  if (!pending || !user?.active || !doorAdmits(pending.door, user))
    throw new AppError(400, messages.twoStepChallengeExpired, { title: messages.signInTitle });
  return { pending, user };
}

type Origin = ClientOrigin & { url: string };

/** 'Código de verificación' (or 'Usar un código de recuperación'): a right code completes the sign-in. */
export async function verifySignIn(ctx: AppContext, input: { challenge: string } & TypedCode, origin: Origin) {
  const { pending, user } = await pendingOf(ctx, input.challenge, 'verify');
  await checkSecondFactor(ctx, user, input, origin);
  await ctx.limits.clear(user.username);
  return completeSignIn(ctx, user, pending.rememberMe, origin);
}

/** An account that must have two-step verification and has not set it up yet: its secret and QR code. */
export async function setupAtSignIn(ctx: AppContext, input: { challenge: string }): Promise<TwoStepSetup> {
  const { user } = await pendingOf(ctx, input.challenge, 'enrol');
  return startSetup(ctx, user);
}

/** Confirms that set-up with a code of the app and completes the sign-in, answering the recovery codes once. */
export async function activateAtSignIn(ctx: AppContext, input: { challenge: string; code: string }, origin: Origin) {
  const { pending, user } = await pendingOf(ctx, input.challenge, 'enrol');
  const recoveryCodes = await confirmSetup(ctx, user, input.code, origin.url);
  await ctx.limits.clear(user.username);
  const { response, tokens } = await completeSignIn(ctx, user, pending.rememberMe, origin);
  return { response: { ...response, recoveryCodes }, tokens };
}
