import { AccessTokens } from './tokens';

describe('access tokens', () => {
  const tokens = new AccessTokens('a-test-secret-of-at-least-thirty-two-chars');

  afterEach(() => jest.useRealTimers());

  it('answers the same claims each time a valid token is checked', async () => {
    const token = await tokens.sign({ userId: 7, sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 's1' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 's1' });
  });

  it('refuses a token once it has expired, even after it was accepted', async () => {
    jest.useFakeTimers({
      now: new Date('2026-03-01T12:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    const token = await tokens.sign({ userId: 7, sessionId: 's1' }, 60);
    expect(await tokens.verify(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-03-01T12:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token whose claims or signature were changed after a valid one was accepted', async () => {
    const token = await tokens.sign({ userId: 7, sessionId: 's1' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '8' })).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await tokens.verify(`${header}.${payload}.${signature.slice(0, -2)}AA`)).toBeNull();
    expect(await new AccessTokens('another-secret-of-at-least-thirty-two-chars').verify(token)).toBeNull();
  });
});
