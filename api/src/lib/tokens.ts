import { createHash, randomBytes, randomInt } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'portal-productores';
export const ACCESS_TOKEN_ISSUER = 'portal-productores-api';
/** 15 minutes: the browser refreshes every 900000 ms (000 §4). */
export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  /** The session (refresh-token family) it belongs to. */
  sessionId: string;
}

/** Verified tokens remembered at most (a browser reuses one token for its 15 minutes). */
const VERIFIED_MAX = 10_000;

/** Signs and checks access tokens: HS256 only, our audience and issuer, not expired. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens already verified, by their whole text, with their expiry: checking a token's signature again
   * gives the same answer, so only the expiry is checked again (WebCrypto's HMAC job cost ~0.4 ms of each
   * signed-in request). Only valid tokens get here, so an attacker cannot fill it; whether the session is
   * still live is the session look-up's business, never this cache's.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign({ userId, sessionId }: AccessClaims, lifetimeSeconds = ACCESS_TOKEN_SECONDS): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(userId))
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
      .sign(this.key);
  }

  /** The claims of a valid token, or null for anything else (bad signature, alg, audience, expired…). */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: ACCESS_TOKEN_ISSUER,
        requiredClaims: ['exp', 'sub', 'sid'],
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string') return null;
      const claims = { userId, sessionId: payload.sid };
      // The oldest goes first: a Map iterates in insertion order.
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, { claims, exp: payload.exp! });
      return claims;
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}

/** 256 random bits, URL-safe: refresh tokens and mailed reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored instead of the token or code itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A confirmation code of 10 letters and digits (000 §5: 8 to 10), without look-alike characters. */
export function confirmationCode(length = 10): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
