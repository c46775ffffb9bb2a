import { useMutation } from '@portal/shared/query';
import { callApi, rememberedUser, useSessionStore, USER_TYPE, type ResponseOf, type SessionData } from '@portal/shared';
import type * as shell from '@portal/shared/contract/shell';
import { shellContract } from '../../shell-contract';
import { landingPath } from '../../access/landing';
import { checkUserInfo } from './check-user-info';

export type SignInKind = 'producer' | 'simulator';
type SignInAnswer = ResponseOf<typeof shell.accountLogin>;
/** A completed sign-in (000 §3). */
export type LoginResponse = Extract<SignInAnswer, { userId: number }>;

/** Issue 40 §1: the password was right and the account's second step is pending (no session yet). */
export type PendingTwoStep = Extract<SignInAnswer, { twoStep: object }>['twoStep'] & {
  kind: SignInKind;
  username: string;
  rememberMe: boolean;
};

/** Where sign-in leads: the user's landing page, or the second step. */
export type SignInStep = { destination: string } | { twoStep: PendingTwoStep };

export interface SignInInput {
  username: string;
  password: string;
  rememberMe: boolean;
}

export const APPLICATION = 'Life';
const ADMINISTRATOR_NAME = 'Usuario Administrador';

/** /login signs in producers; /admin simulators and administrators (000 §2.1, 002 §2). */
export async function signInRequest(kind: SignInKind, input: SignInInput): Promise<SignInAnswer> {
  const contract = await shellContract();
  const endpoint = kind === 'simulator' ? contract.simulatorLogin : contract.accountLogin;
  return callApi(endpoint, {
    body: {
      Username: input.username.trim(),
      Password: input.password,
      RememberMe: input.rememberMe,
      Application: APPLICATION,
    },
  });
}

/** The session fields of 000 §3 from a sign-in answer; the token is kept apart, in memory. */
export function toSessionData(res: LoginResponse, rememberMe: boolean): SessionData {
  return {
    userId: res.userId,
    cuit: res.cuit ?? '',
    reportTo: res.reportTo_Cuit,
    userAvatar: res.avatar,
    userName:
      res.userType === USER_TYPE.administrator ? ADMINISTRATOR_NAME : `${res.userFirstName} ${res.userLastName}`.trim(),
    user: res.userName,
    userType: res.userType,
    userEmailConfirmed: res.emailConfirmed,
    userEmail: res.email,
    userCode: res.code ?? res.userInfo.code,
    rol: res.rol,
    cantidadFacturasPendientes: res.sysData.cantidadFacturasPendientes,
    cantidadFacturasPendientesPermitidas: res.sysData.cantidadFacturasPendientesPermitidas,
    descripcionTipoDePago: res.sysData.descripcionTipoDePago,
    emails: res.sysData.emails,
    rememberMe,
    active: true,
    mustChangePassword: res.mustChangePassword,
    selectsProducer: res.selectsProducer,
    ...(res.delegateAreas && { delegateAreas: res.delegateAreas }),
  };
}

/** Authentication errors of an answer that did not sign in, joined with '. ' (000 §4). */
export class SignInRefused extends Error {
  constructor(errors: string[]) {
    super(errors.join('. '));
    this.name = 'SignInRefused';
  }
}

/**
 * Signs in; resolves with where the user goes next (000 §2.1), or with the pending second step when the
 * account has two-step verification (issue 40 §1).
 */
export async function signIn(kind: SignInKind, input: SignInInput): Promise<SignInStep> {
  const res = await signInRequest(kind, input);
  if ('twoStep' in res)
    return { twoStep: { ...res.twoStep, kind, username: input.username.trim(), rememberMe: input.rememberMe } };
  return { destination: completeSignIn(res, input) };
}

/**
 * Stores the session of a completed sign-in and answers where the user goes (000 §2.1). Remember-me keeps
 * the user name only. The user-info check runs after sign-in and its result is not needed to go on.
 */
export function completeSignIn(res: LoginResponse, input: Pick<SignInInput, 'username' | 'rememberMe'>): string {
  if (!res.isLogon || !res.authenticationResult.success) {
    throw new SignInRefused(
      res.authenticationResult.errors.length
        ? res.authenticationResult.errors
        : [res.businessExceptions[0]?.message ?? ''].filter(Boolean),
    );
  }
  const session = toSessionData(res, input.rememberMe);
  useSessionStore.getState().setSimulation(null);
  useSessionStore.getState().signIn(session, res.authenticationResult.token);
  if (input.rememberMe) rememberedUser.save(input.username.trim());
  else rememberedUser.clear();
  checkUserInfo(session.userId).catch((error) => console.error('CheckUserInfo', error));
  return landingPath(session, null);
}

export function useSignIn(kind: SignInKind) {
  return useMutation({ mutationFn: (input: SignInInput) => signIn(kind, input) });
}
