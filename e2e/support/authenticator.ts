import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * The authenticator app of a test, with the portal's own TOTP library (RFC 6238: SHA-1, 6 digits, 30 s). The
 * portal accepts each 30-second step once and only a later one after it, within ±1 step of now: `next()` gives
 * the code of the earliest step still accepted, waiting for the clock when the window has none left.
 */
export class Authenticator {
  private readonly totp: TOTP;
  private lastStep = 0;

  constructor(secret: string) {
    this.totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    });
  }

  async next(): Promise<string> {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const step = Math.max(this.lastStep + 1, now - 1);
    if (step > now + 1) await new Promise((resolve) => setTimeout(resolve, (step - 1) * PERIOD_MS - Date.now() + 200));
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS + 1 });
  }

  /** A code the portal refuses: of a step far from now. */
  wrong(): string {
    return this.totp.generate({ timestamp: Date.now() + 10 * PERIOD_MS });
  }
}
