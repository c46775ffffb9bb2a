import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Portal de Productores';
/** RFC 6238's defaults, the ones every authenticator app takes from a QR code: SHA-1, 6 digits, 30 s. */
const PERIOD_SECONDS = 30;
/** A code of the step before or after now is accepted too (clocks drift; a code typed as it changes). */
const WINDOW_STEPS = 1;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, RFC 4226's recommendation) in base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** What the app needs: the otpauth:// URI and its QR code as an SVG data URL (drawn here, so the page carries no QR library). */
export async function enrolmentOf(secretBase32: string, label: string) {
  const otpauthUri = totpOf(secretBase32, label).toString();
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    secret: secretBase32,
    otpauthUri,
    qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** The 30-second step a code belongs to, if it is the code of now or of the step before or after; null otherwise. */
export function stepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(secretBase32, '');
  const delta = totp.validate({ token: code, window: WINDOW_STEPS, timestamp: now });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
