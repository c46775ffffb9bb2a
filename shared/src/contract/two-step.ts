import { z } from '../zod';
import { messages } from '../messages';
import { defineEndpoint } from './define';
import { SignedIn } from './shell';

/*
 * Two-step verification, TOTP of RFC 6238 (issue 40 §1): its second sign-in step and its section of
 * /seguridad. Not in the spec's list of calls: `platform` rows of docs/contract/endpoints.tsv.
 */

/** A code of the authenticator app: 6 digits (spaces typed between them are dropped). */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, messages.twoStepCodeFormat));

/** A recovery code as shown ('ABCDE-FGH23'): 10 letters and digits, the dash, spaces and case left to the user. */
export const recoveryCode = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{10}$/, messages.recoveryCodeFormat));

/** The signed pending sign-in that sign-in answered (shell.TwoStepChallenge). */
const challenge = z.string().min(1).max(2000);

/** Either a code of the app or one of the recovery codes, never both. */
const codes = { code: totpCode.optional(), recoveryCode: recoveryCode.optional() };
const oneCode: [(b: { code?: string; recoveryCode?: string }) => boolean, { message: string; path: string[] }] = [
  (b) => (b.code === undefined) !== (b.recoveryCode === undefined),
  { message: messages.twoStepCodeFormat, path: ['code'] },
];

/** What the authenticator app needs: the QR code and, for typing it in, the same secret as text. */
export const twoStepSetup = z.object({
  /** The secret in base32, as authenticator apps take it when typed. Answered only while the set-up is pending. */
  secret: z.string(),
  /** otpauth://totp/… — what the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code of `otpauthUri`, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoStepSetup = z.infer<typeof twoStepSetup>;

/** The ten recovery codes, shown once: only their hashes are kept. */
const recoveryCodes = z.array(z.string());

/**
 * POST security account/login/twostep — the second step of sign-in: the challenge and a code of the app, or a
 * recovery code (spent). Sets the refresh-token cookie and answers the session, as sign-in does. A wrong code
 * counts as a failed sign-in (per account and per address).
 */
export const signInTwoStep = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/login/twostep',
  area: 'shell',
  summary: 'Código de verificación del ingreso',
  auth: false,
  body: z.object({ challenge, ...codes }).refine(...oneCode),
  response: SignedIn,
});

/** POST security account/login/twostep/setup — an account that must set up two-step verification before it signs in gets its secret. */
export const signInTwoStepSetup = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/login/twostep/setup',
  area: 'shell',
  summary: 'Configurar la verificación en dos pasos al ingresar',
  auth: false,
  body: z.object({ challenge }),
  response: twoStepSetup,
});

/** POST security account/login/twostep/activate — confirms that set-up with a code and signs in; answers the recovery codes once. */
export const signInTwoStepActivate = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/login/twostep/activate',
  area: 'shell',
  summary: 'Activar la verificación en dos pasos al ingresar',
  auth: false,
  body: z.object({ challenge, code: totpCode }),
  response: SignedIn.extend({ recoveryCodes }),
});

/** The signed-in user's two-step verification, as /seguridad shows it. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  /** The portal requires it of this account (a simulator created through /admin-users): it cannot be turned off. */
  required: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;

/** GET api account/twostep — whether the signed-in user has two-step verification. */
export const getTwoStep = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'account/twostep',
  area: 'shell',
  summary: 'Estado de la verificación en dos pasos',
  auth: true,
  response: twoStepStatus,
});

/** POST api account/twostep/setup — 'Activar verificación en dos pasos': a new secret, pending until confirmed. 400 when already on. */
export const startTwoStep = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'account/twostep/setup',
  area: 'shell',
  summary: 'Activar verificación en dos pasos',
  auth: true,
  response: twoStepSetup,
});

/** POST api account/twostep/activate — confirms the pending secret with a code of the app; answers the recovery codes once. */
export const activateTwoStep = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'account/twostep/activate',
  area: 'shell',
  summary: 'Confirmar la verificación en dos pasos',
  auth: true,
  body: z.object({ code: totpCode }),
  response: z.object({ success: z.literal(true), recoveryCodes }),
});

/** POST api account/twostep/disable — turns it off with a current code (or a recovery code). Not for an account that requires it. */
export const disableTwoStep = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'account/twostep/disable',
  area: 'shell',
  summary: 'Desactivar la verificación en dos pasos',
  auth: true,
  body: z.object(codes).refine(...oneCode),
  response: z.object({ success: z.literal(true) }),
});
