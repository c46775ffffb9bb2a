import { useMutation } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as twoStep from '@portal/shared/contract/two-step';
import { completeSignIn, type PendingTwoStep } from './sign-in';

/*
 * The second step of sign-in (issue 40 §1): the challenge sign-in answered, with a code. Loaded with the
 * step's screen, after a right password, never with /login's first paint.
 */

/** A code of the app, or a recovery code ('Usar un código de recuperación'). */
export type SecondFactor = { code: string } | { recoveryCode: string };

/** Sends the code; a right one stores the session and resolves with where the user goes. */
export async function verifySignIn(pending: PendingTwoStep, factor: SecondFactor): Promise<string> {
  const res = await callApi(twoStep.signInTwoStep, { body: { challenge: pending.challenge, ...factor } });
  return completeSignIn(res, pending);
}

export function useVerifySignIn(pending: PendingTwoStep) {
  return useMutation({ mutationFn: (factor: SecondFactor) => verifySignIn(pending, factor) });
}

/** An account that must set up two-step verification before it signs in: its secret and QR code. */
export function setupAtSignIn(pending: PendingTwoStep) {
  return callApi(twoStep.signInTwoStepSetup, { body: { challenge: pending.challenge } });
}

export function useSetupAtSignIn(pending: PendingTwoStep) {
  return useMutation({ mutationFn: () => setupAtSignIn(pending) });
}

/**
 * Confirms that set-up: the recovery codes to show once, and `finish`, which stores the session and answers
 * where the user goes. The session is stored only then: a signed-in user is sent on from /login and /admin at
 * once, before reading the codes.
 */
export async function activateAtSignIn(
  pending: PendingTwoStep,
  code: string,
): Promise<{ recoveryCodes: string[]; finish: () => string }> {
  const { recoveryCodes, ...res } = await callApi(twoStep.signInTwoStepActivate, {
    body: { challenge: pending.challenge, code },
  });
  return { recoveryCodes, finish: () => completeSignIn(res, pending) };
}

export function useActivateAtSignIn(pending: PendingTwoStep) {
  return useMutation({ mutationFn: (code: string) => activateAtSignIn(pending, code) });
}
