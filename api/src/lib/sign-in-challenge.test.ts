import { AccessTokens } from './tokens';
import { CHALLENGE_SECONDS, SignInChallenges } from './sign-in-challenge';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('SignInChallenges', () => {
  const challenges = new SignInChallenges(SECRET);
  const pending = { userId: 7, door: 'simulator' as const, rememberMe: true, step: 'verify' as const };

  afterEach(() => jest.useRealTimers());

  it('answers the pending sign-in it signed', async () => {
    expect(await challenges.verify(await challenges.sign(pending))).toEqual(pending);
  });

  it('refuses one signed with another key, changed, or past its 5 minutes', async () => {
    const challenge = await challenges.sign(pending);
    expect(await new SignInChallenges('another-secret-of-at-least-32-characters').verify(challenge)).toBeNull();
    const [header, , signature] = challenge.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: '8',
        door: 'simulator',
        rem: true,
        step: 'verify',
        aud: 'portal-two-step',
        iss: 'portal-productores-api',
        exp: 9e9,
      }),
    ).toString('base64url');
    expect(await challenges.verify(`${header}.${forged}.${signature}`)).toBeNull();
    jest.useFakeTimers({
      now: Date.now() + (CHALLENGE_SECONDS + 5) * 1000,
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
    });
    expect(await challenges.verify(challenge)).toBeNull();
  });

  it('is no access token, and an access token is no challenge (their audiences differ)', async () => {
    const tokens = new AccessTokens(SECRET);
    expect(await tokens.verify(await challenges.sign(pending))).toBeNull();
    expect(await challenges.verify(await tokens.sign({ userId: 7, sessionId: 's' }))).toBeNull();
  });
});
