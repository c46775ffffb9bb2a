import { createTestApp, type TestApp } from '../testing/app';
import { DEMO } from '../testing/session';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.dispose());

  it.each([
    ['a sign-in', { method: 'POST', url: '/security/account/login', payload: { Username: DEMO.producer, Password: DEMO.password } }],
    ['a refused sign-in', { method: 'POST', url: '/security/account/login', payload: { Username: DEMO.producer, Password: 'Mala1234' } }],
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
});
