import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_ISSUER as ISSUER } from './tokens';

/** Not the access tokens' audience: a challenge is refused wherever an access token is asked for. */
const AUDIENCE = 'portal-two-step';
/** Time to open the authenticator app and type a code (or to set one up at a first sign-in). */
export const CHALLENGE_SECONDS = 5 * 60;

export type ChallengeStep = 'verify' | 'enrol';

/** A sign-in whose password was right, waiting for its second step: who, at which door, and what it asked for. */
export interface PendingSignIn {
  userId: number;
  door: 'producer' | 'simulator';
  rememberMe: boolean;
  step: ChallengeStep;
}

/**
 * The pending sign-in between the password and the code, signed (HS256) and short-lived, so any replica can
 * take the second step without a shared store and no session exists before the code. It opens nothing but
 * that second step: its audience is its own, and the code it waits for is counted by the sign-in limits.
 */
export class SignInChallenges {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(pending: PendingSignIn): Promise<string> {
    return new SignJWT({ door: pending.door, rem: pending.rememberMe, step: pending.step })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(pending.userId))
      .setAudience(AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + CHALLENGE_SECONDS)
      .sign(this.key);
  }

  /** The pending sign-in of a valid challenge, null for anything else (expired, forged, an access token…). */
  async verify(challenge: string): Promise<PendingSignIn | null> {
    try {
      const { payload } = await jwtVerify(challenge, this.key, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
        issuer: ISSUER,
        requiredClaims: ['exp', 'sub'],
      });
      const userId = Number(payload.sub);
      const { door, rem, step } = payload as { door?: unknown; rem?: unknown; step?: unknown };
      if (
        !Number.isInteger(userId) ||
        (door !== 'producer' && door !== 'simulator') ||
        typeof rem !== 'boolean' ||
        (step !== 'verify' && step !== 'enrol')
      ) {
        return null;
      }
      return { userId, door, rememberMe: rem, step };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
