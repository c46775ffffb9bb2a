import { createTestApp, type TestApp } from '../testing/app';
import { DEMO } from '../testing/session';
import { securityHeaders } from './security-headers';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.dispose());

  it.each([
    [
      'a sign-in',
      { method: 'POST', url: '/security/account/login', payload: { Username: DEMO.producer, Password: DEMO.password } },
    ],
    [
      'a refused sign-in',
      { method: 'POST', url: '/security/account/login', payload: { Username: DEMO.producer, Password: 'Mala1234' } },
    ],
    ['malformed input', { method: 'POST', url: '/security/account/login', payload: {} }],
    ['a call without a session', { method: 'GET', url: '/api/login/getroles?userId=1' }],
    ['the outbox page', { method: 'GET', url: '/dev/outbox' }],
    ['an unknown path', { method: 'GET', url: '/api/no-existe' }],
  ] as const)('come with %s: CSP with frame-ancestors none, nosniff, no framing', async (_, request) => {
    const res = await t.app.inject(request);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it("are helmet's whole set for a JSON api, computed once", async () => {
    expect(securityHeaders()).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    // Every answer carries them all, not only the four checked above.
    const res = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    for (const [name, value] of Object.entries(securityHeaders())) expect(res.headers[name]).toBe(value);
  });
});
