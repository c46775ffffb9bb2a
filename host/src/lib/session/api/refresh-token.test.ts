import { needsRefresh, refreshAccessToken, REFRESH_INTERVAL_MS, renewDelay, tokenExpiry } from './refresh-token';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

describe('needsRefresh', () => {
  const now = 1_700_000_000_000;

  it('reads the expiry of a JWT', () => {
    expect(tokenExpiry(jwt(123))).toBe(123);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });

  it('leaves alone a token that outlives the next check', () => {
    expect(needsRefresh(jwt(now / 1000 + (2 * REFRESH_INTERVAL_MS) / 1000), now)).toBe(false);
  });

  it('renews a token that expires before the next check, an expired one, or none', () => {
    expect(needsRefresh(jwt(now / 1000 + 60), now)).toBe(true);
    expect(needsRefresh(jwt(now / 1000 - 60), now)).toBe(true);
    expect(needsRefresh(null, now)).toBe(true);
  });
});

describe('renewDelay', () => {
  it('renews a minute before the token expires, at once if that is past, never without an expiry', () => {
    const now = 1_700_000_000_000;
    expect(renewDelay(jwt(now / 1000 + 900), now)).toBe(840_000);
    expect(renewDelay(jwt(now / 1000 + 30), now)).toBe(0);
    expect(renewDelay('opaque', now)).toBeNull();
    expect(renewDelay(null, now)).toBeNull();
  });
});

describe('refreshAccessToken', () => {
  it('sends one exchange at a time, as the server rotates the refresh token', async () => {
    const { fakeApi } = await import('../../../testing/fake-api');
    const api = fakeApi({ 'POST /api/login/refreshtoken': { body: { success: true, token: 'nuevo' } } });
    const [a, b] = await Promise.all([refreshAccessToken(), refreshAccessToken()]);
    expect([a, b]).toEqual(['nuevo', 'nuevo']);
    expect(api.to('/api/login/refreshtoken')).toHaveLength(1);
  });
});
