import { useMutation } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { signIn } from '../../../lib/session/api/sign-in';

export interface PasswordReset {
  /** CUIT for producers, e-mail for simulators. */
  identity: string;
  password: string;
  confirmPassword: string;
  code: string;
  oldPassword?: string;
  simulator: boolean;
}

/** POST account/resetpassword with the code of the query (000 §7). */
export function resetPassword(r: PasswordReset) {
  return callApi(shell.resetPassword, {
    body: {
      Cuit: r.simulator ? r.identity.trim() : normalizeCuit(r.identity),
      Password: r.password,
      ConfirmPassword: r.confirmPassword,
      Code: r.code,
      ...(r.oldPassword ? { OldPassword: r.oldPassword } : {}),
    },
  });
}

/**
 * Resets the password and resolves with where to go (000 §2.1): a producer to /login?recover-success;
 * a simulator, whose sessions the reset ended, is signed in again with the new password and goes on to
 * its landing page (/simulate-producer), or to /admin?recover-success if that sign-in fails or needs its code.
 */
export async function resetAndContinue(r: PasswordReset): Promise<string> {
  await resetPassword(r);
  if (!r.simulator) return '/login?recover-success';
  try {
    const step = await signIn('simulator', { username: r.identity, password: r.password, rememberMe: false });
    // With two-step verification (issue 40 §1) the code is asked at /admin, where sign-in takes it.
    return 'destination' in step ? step.destination : '/admin?recover-success';
  } catch {
    return '/admin?recover-success';
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetAndContinue });
}
