import { callApi, useSessionStore } from '@portal/shared';
import { shellContract } from '../../shell-contract';

/** How often the access token is looked at (000 §4, §9). */
export const REFRESH_INTERVAL_MS = 900_000;

/** Seconds since the epoch at which a JWT expires, or null when it cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token needs renewing now: it is missing, unreadable, or expires before the next check
 * (an unexpired token that outlives the next check is left alone, 000 §4).
 */
export function needsRefresh(token: string | null, now = Date.now(), interval = REFRESH_INTERVAL_MS): boolean {
  if (!token) return true;
  const exp = tokenExpiry(token);
  return exp === null || exp * 1000 - now < interval + 60_000;
}

/** Renew this long before the access token expires, so no call goes out with an expired one. */
export const RENEW_BEFORE_EXPIRY_MS = 60_000;

let inflight: Promise<string> | null = null;

/**
 * Exchanges the HttpOnly refresh cookie for a new access token, kept in memory (docs/adr/0009-no-secrets-in-the-browser.md). One
 * exchange at a time: the server rotates the refresh token, and presenting the old one twice would
 * end the whole session.
 */
export function refreshAccessToken(): Promise<string> {
  if (inflight) return inflight;
  const { session, accessToken } = useSessionStore.getState();
  inflight = shellContract()
    .then((shell) =>
      callApi(shell.refreshToken, { body: { token: accessToken ?? undefined, userIdSession: session?.userId } }),
    )
    .then((res) => {
      useSessionStore.getState().setAccessToken(res.token);
      return res.token;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Milliseconds from now until a token should be renewed ahead of its expiry; null when it has none. */
export function renewDelay(token: string | null, now = Date.now()): number | null {
  const exp = token ? tokenExpiry(token) : null;
  return exp === null ? null : Math.max(0, exp * 1000 - now - RENEW_BEFORE_EXPIRY_MS);
}
