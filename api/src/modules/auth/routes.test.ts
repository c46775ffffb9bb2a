import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { refreshTokens, sessions, signInFailures, users } from '../../db/schema';
import { sha256 } from '../../lib/tokens';
import { hashPassword, verifyPassword } from '../../lib/password';
import { messages } from '../../messages';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, signIn, userId } from '../../testing/session';
import { REFRESH_REUSE_GRACE_MS } from './service';

const LOGIN = '/security/account/login';
const REFRESH = '/api/login/refreshtoken';
const key = new TextEncoder().encode(TEST_JWT_SECRET);

describe.each(testDrivers())('sign-in and session on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { signInMaxFailuresPerAddress: 5 } });
  });
  afterAll(() => t?.dispose());
  const login = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: LOGIN, payload, headers });

  describe('POST security/account/login', () => {
    it('signs a producer in with the session fields of 000 §3 and no refresh token in the body', async () => {
      const res = await login({
        Username: DEMO.producer,
        Password: DEMO.password,
        RememberMe: false,
        Application: 'Life',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        isLogon: true,
        cuit: '20172543597',
        userType: 1,
        userFirstName: 'MARTÍN',
        userLastName: 'GÓMEZ',
        emailConfirmed: true,
        reportTo_Cuit: null,
        code: null,
        authenticationResult: { success: true, errors: [] },
        // The demo producer is paid directly (seeded): the invoice counters of 001 §6.
        sysData: {
          descripcionTipoDePago: 'Pago directo',
          cantidadFacturasPendientes: expect.any(Number),
          cantidadFacturasPendientesPermitidas: 3,
        },
      });
      expect(body.authenticationResult.refreshToken).toBeUndefined();
      expect(JSON.stringify(body)).not.toContain(res.cookies[0].value);
    });

    it('sets the refresh token as an HttpOnly, SameSite=Strict cookie on / (a session cookie without remember-me)', async () => {
      const res = await login({ Username: DEMO.producer, Password: DEMO.password });
      const cookie = res.cookies.find((c) => c.name === 'refresh_token');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
      expect(cookie?.secure).toBeFalsy();
      expect(cookie?.expires).toBeUndefined();
    });

    it('makes the cookie Secure behind the https proxy and long-lived with remember-me', async () => {
      const res = await login(
        { Username: DEMO.producer, Password: DEMO.password, RememberMe: true },
        { 'x-forwarded-proto': 'https' },
      );
      const cookie = res.cookies.find((c) => c.name === 'refresh_token');
      expect(cookie?.secure).toBe(true);
      const days = ((cookie?.expires as Date).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29);
    });

    it('keeps a refresh token 12 hours, or 30 days with remember-me', async () => {
      const hours = async (rememberMe: boolean) => {
        const s = await signIn(t.app, DEMO.producer, DEMO.password, rememberMe);
        const [row] = await t.database.db
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, sha256(s.refresh)));
        return Math.round((row.expiresAt.getTime() - Date.now()) / 3_600_000);
      };
      expect(await hours(false)).toBe(12);
      expect(await hours(true)).toBe(30 * 24);
    });

    it('issues a 15-minute HS256 access token for our audience', async () => {
      const { token } = await signIn(t.app, DEMO.producer);
      const claims = decodeJwt(token);
      expect(claims.aud).toBe('portal-productores');
      expect((claims.exp as number) - (claims.iat as number)).toBe(900);
      expect(JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).alg).toBe('HS256');
    });

    it('signs a producer in by its e-mail too (000 §2.1), and nobody by an e-mail two producers share', async () => {
      const byEmail = await login({ Username: ' Productor@Demo.com.ar ', Password: DEMO.password });
      expect(byEmail.statusCode).toBe(200);
      expect(byEmail.json()).toMatchObject({ cuit: '20172543597' });
      const other = await userId(t.database, '20334445551');
      const [{ email }] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, other));
      await t.database.db.update(users).set({ email: 'productor@demo.com.ar' }).where(eq(users.id, other));
      try {
        const shared = await login({ Username: 'productor@demo.com.ar', Password: DEMO.password });
        expect(shared.statusCode).toBe(400);
        expect(shared.json().businessExceptions[0].message).toBe(messages.wrongCredentials);
      } finally {
        await t.database.db.update(users).set({ email }).where(eq(users.id, other));
        await t.database.db.delete(signInFailures);
      }
    });

    it('gives the Gestor its represented CUIT', async () => {
      const { body } = await signIn(t.app, DEMO.gestor);
      expect(body).toMatchObject({ rol: 'Gestor', reportTo_Cuit: '20172543597', cuit: '27301112225' });
    });

    it('answers the same message for a wrong password and an unknown user (no enumeration)', async () => {
      const wrong = await login({ Username: '20-33444555-1', Password: 'Otra1234' });
      const unknown = await login({ Username: '20-30000007-0', Password: 'Otra1234' });
      const wrongDoor = await login({ Username: DEMO.admin, Password: DEMO.password });
      for (const res of [wrong, unknown, wrongDoor]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          success: false,
          businessExceptions: [{ message: messages.wrongCredentials, title: messages.signInTitle }],
          issues: [],
        });
      }
      await t.database.db.delete(signInFailures);
    });

    it('takes about as long for an unknown user as for a wrong password', async () => {
      let n = 0;
      const time = async (username: string) => {
        const start = performance.now();
        // From a new address each time, so that the per-address limit (5 in this app) does not answer instead.
        const res = await login(
          { Username: username, Password: 'Otra1234' },
          { 'x-forwarded-for': `198.51.100.${++n}` },
        );
        expect(res.statusCode).toBe(400);
        return performance.now() - start;
      };
      const median = async (username: string) => {
        const samples: number[] = [];
        for (let i = 0; i < 5; i++) samples.push(await time(username));
        return samples.sort((a, b) => a - b)[2];
      };
      await time('20-30000007-0');
      const hash = await hashPassword('Otra1234');
      const verifications: number[] = [];
      for (let i = 0; i < 5; i++) {
        const start = performance.now();
        await verifyPassword(hash, 'Demo1234');
        verifications.push(performance.now() - start);
      }
      const oneVerification = verifications.sort((a, b) => a - b)[2];
      const unknown = await median('20-30000007-0');
      // An argon2 verification either way: no shortcut that would tell which accounts exist. (Measured against
      // one verification rather than a known user's sign-in, which also writes its failure and varies more.)
      expect(unknown).toBeGreaterThan(oneVerification * 0.5);
      await t.database.db.delete(signInFailures);
    });

    it('refuses an account after 100 failures in the last hour, even with the right password', async () => {
      await t.database.db
        .insert(signInFailures)
        .values(Array.from({ length: 100 }, (_, i) => ({ username: '20334445551', address: `10.0.0.${i % 250}` })));
      const res = await login({ Username: DEMO.producer2, Password: DEMO.password });
      expect(res.statusCode).toBe(429);
      expect(res.json().businessExceptions[0].message).toBe(messages.tooManyAttempts);
      await t.database.db.delete(signInFailures);
      expect((await login({ Username: DEMO.producer2, Password: DEMO.password })).statusCode).toBe(200);
    });

    it('refuses an address (X-Forwarded-For from the trusted proxy) after its failures, not the others', async () => {
      const from = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 5; i++)
        expect((await login({ Username: `2030000007${i}`, Password: 'Otra1234' }, from)).statusCode).toBe(400);
      const blocked = await login({ Username: DEMO.producer, Password: DEMO.password }, from);
      expect(blocked.statusCode).toBe(429);
      expect(
        (await login({ Username: DEMO.producer, Password: DEMO.password }, { 'x-forwarded-for': '203.0.113.10' }))
          .statusCode,
      ).toBe(200);
      await t.database.db.delete(signInFailures);
    });

    it('answers 400 with Spanish issues to a malformed payload', async () => {
      const res = await login({ Username: DEMO.producer });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues[0].path).toBe('Password');
    });

    it('sends a simulator who must change the password to the change with a code', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/security/simulatorusers/login',
        payload: { Username: DEMO.simulator, Password: DEMO.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userType: 2, mustChangePassword: true, emailConfirmed: false });
      const code = res.json().code as string;
      expect(code.length).toBeGreaterThan(20);
      // Until it is changed, the server refuses the rest as the browser's routing does (000 §2.3).
      const auth = { authorization: `Bearer ${res.json().authenticationResult.token}` };
      const id = res.json().userId;
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/login/CheckUserInfo?userId=${id}`, headers: auth })).json(),
      ).toMatchObject({ mustChangePassword: true });
      const simulate = await t.app.inject({
        method: 'POST',
        url: '/api/simulator/simulateproducer',
        headers: auth,
        payload: { Cuit: DEMO.producer, UserId: id },
      });
      expect(simulate.statusCode).toBe(403);
      expect(simulate.json().businessExceptions[0].message).toBe(messages.mustChangePassword);
      // The change needs the old password too.
      const bad = await t.app.inject({
        method: 'POST',
        url: '/security/account/resetpassword',
        payload: {
          Cuit: DEMO.simulator,
          Password: 'Nueva123',
          ConfirmPassword: 'Nueva123',
          Code: code,
          OldPassword: 'Mala1234',
        },
      });
      expect(bad.statusCode).toBe(400);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/security/account/resetpassword',
        payload: {
          Cuit: DEMO.simulator,
          Password: 'Nueva123',
          ConfirmPassword: 'Nueva123',
          Code: code,
          OldPassword: DEMO.password,
        },
      });
      expect(ok.statusCode).toBe(200);
      const again = await signIn(t.app, DEMO.simulator, 'Nueva123');
      expect(again.body).toMatchObject({ mustChangePassword: false, code: null });
    });
  });

  describe('access token checks', () => {
    const roles = (authorization: string, id: number) =>
      t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${id}`, headers: { authorization } });

    it('answers 401 in the spec shape without a token', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/login/getroles?userId=1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, businessExceptions: [{ message: messages.sessionExpired }] });
    });

    it('refuses a token with the wrong algorithm, audience, signature, or expired', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const { sid } = decodeJwt(s.token);
      const base = () =>
        new SignJWT({ sid }).setSubject(String(s.userId)).setIssuer('portal-productores-api').setIssuedAt();
      const forged = {
        hs512: await base()
          .setProtectedHeader({ alg: 'HS512' })
          .setAudience('portal-productores')
          .setExpirationTime('5m')
          .sign(key),
        audience: await base()
          .setProtectedHeader({ alg: 'HS256' })
          .setAudience('otra-app')
          .setExpirationTime('5m')
          .sign(key),
        expired: await base()
          .setProtectedHeader({ alg: 'HS256' })
          .setAudience('portal-productores')
          .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
          .sign(key),
        otherKey: await base()
          .setProtectedHeader({ alg: 'HS256' })
          .setAudience('portal-productores')
          .setExpirationTime('5m')
          .sign(new TextEncoder().encode('x'.repeat(40))),
        none: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${s.token.split('.')[1]}.`,
      };
      expect((await roles(`Bearer ${s.token}`, s.userId)).statusCode).toBe(200);
      for (const [kind, token] of Object.entries(forged)) {
        expect({ kind, status: (await roles(`Bearer ${token}`, s.userId)).statusCode }).toEqual({ kind, status: 401 });
      }
    });
  });

  describe('POST api/login/refreshtoken', () => {
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: REFRESH, cookies: { refresh_token: cookie }, payload: {} });

    it('rotates the refresh token and gives a working access token', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const res = await refresh(s.refresh);
      expect(res.statusCode).toBe(200);
      const next = res.cookies.find((c) => c.name === 'refresh_token');
      expect(next?.value).toBeTruthy();
      expect(next?.value).not.toBe(s.refresh);
      expect(res.json()).toEqual({ success: true, token: expect.any(String) });
      const roles = await t.app.inject({
        method: 'GET',
        url: `/api/login/getroles?userId=${s.userId}`,
        headers: { authorization: `Bearer ${res.json().token}` },
      });
      expect(roles.statusCode).toBe(200);
    });

    it('stores only the hash of refresh tokens', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const rows = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(s.refresh)));
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(await t.database.db.select().from(refreshTokens))).not.toContain(s.refresh);
    });

    const cookieOf = (res: Awaited<ReturnType<typeof refresh>>) =>
      res.cookies.find((c) => c.name === 'refresh_token')?.value as string;
    const spentAgo = (cookie: string, ms: number) =>
      t.database.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - ms) })
        .where(eq(refreshTokens.tokenHash, sha256(cookie)));

    it('revokes the whole family when a rotated token is used again after its successor was', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const first = await refresh(s.refresh);
      const second = await refresh(cookieOf(first));
      expect(second.statusCode).toBe(200);
      const reuse = await refresh(s.refresh);
      expect(reuse.statusCode).toBe(401);
      // The thief's reuse ends the session: the legitimate newer token and the access tokens stop working too.
      expect((await refresh(cookieOf(second))).statusCode).toBe(401);
      const roles = await t.app.inject({
        method: 'GET',
        url: `/api/login/getroles?userId=${s.userId}`,
        headers: { authorization: `Bearer ${second.json().token}` },
      });
      expect(roles.statusCode).toBe(401);
    });

    it('renews a token spent seconds ago whose successor never came back (the answer with the new cookie was lost): the session goes on', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const lost = await refresh(s.refresh); // rotated, but the browser never stored the new cookie
      expect(lost.statusCode).toBe(200);
      const again = await refresh(s.refresh);
      expect(again.statusCode).toBe(200);
      expect(cookieOf(again)).not.toBe(cookieOf(lost));
      const roles = await t.app.inject({
        method: 'GET',
        url: `/api/login/getroles?userId=${s.userId}`,
        headers: { authorization: `Bearer ${again.json().token}` },
      });
      expect(roles.statusCode).toBe(200);
      expect((await refresh(cookieOf(again))).statusCode).toBe(200);
    });

    it(`takes a token spent more than ${REFRESH_REUSE_GRACE_MS / 1000} s ago for a reuse even when its successor was never used`, async () => {
      const s = await signIn(t.app, DEMO.producer);
      const next = await refresh(s.refresh);
      await spentAgo(s.refresh, REFRESH_REUSE_GRACE_MS + 1000);
      expect((await refresh(s.refresh)).statusCode).toBe(401);
      expect((await refresh(cookieOf(next))).statusCode).toBe(401);
    });

    it('answers 401 without a cookie, with an unknown one, or once expired', async () => {
      expect((await t.app.inject({ method: 'POST', url: REFRESH, payload: {} })).statusCode).toBe(401);
      expect((await refresh('no-existe')).statusCode).toBe(401);
      const s = await signIn(t.app, DEMO.producer);
      await t.database.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(s.refresh)));
      expect((await refresh(s.refresh)).statusCode).toBe(401);
    });
  });

  describe('POST security/Account/Logout', () => {
    it('revokes the session server-side: refresh and access tokens stop working, the cookie is cleared', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const res = await t.app.inject({
        method: 'POST',
        url: '/security/Account/Logout',
        headers: s.auth,
        cookies: { refresh_token: s.refresh },
        payload: { userid: s.userId },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
      expect(
        (await t.app.inject({ method: 'POST', url: REFRESH, cookies: { refresh_token: s.refresh }, payload: {} }))
          .statusCode,
      ).toBe(401);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth }))
          .statusCode,
      ).toBe(401);
    });

    it('answers success even without a session', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/security/Account/Logout', payload: {} })).statusCode).toBe(
        200,
      );
    });
  });

  describe('GET api/login/getroles and CheckUserInfo', () => {
    it('lists the producer permissions of 000 §6 for the producer and its Gestor', async () => {
      for (const who of [DEMO.producer, DEMO.gestor]) {
        const s = await signIn(t.app, who);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/login/getroles?userId=${s.userId}`,
          headers: s.auth,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(20);
        expect(res.json()).toEqual(
          expect.arrayContaining(['Home', 'Cartera', 'Tutoriales', 'Cobranzas', 'EstadoCuenta']),
        );
        expect(res.json()).not.toContain('Administracion');
      }
    });

    it('gives administrators no menu', async () => {
      const s = await signIn(t.app, DEMO.admin);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth })).json(),
      ).toEqual([]);
    });

    it("refuses another user's id with 403", async () => {
      const s = await signIn(t.app, DEMO.producer);
      const other = await userId(t.database, '20334445551');
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${other}`, headers: s.auth })).statusCode,
      ).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/login/CheckUserInfo?userId=${other}`, headers: s.auth }))
          .statusCode,
      ).toBe(403);
    });

    it('reports the account state to its owner', async () => {
      const s = await signIn(t.app, DEMO.producer);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/login/CheckUserInfo?userId=${s.userId}`,
        headers: s.auth,
      });
      expect(res.json()).toEqual({
        success: true,
        userId: s.userId,
        emailConfirmed: true,
        mustChangePassword: false,
        active: true,
      });
    });
  });

  describe('registration, confirmation and recovery by mail', () => {
    const newProducer = {
      Application: 'Life',
      Name: 'Ana María',
      LastName: 'Pérez-Gil',
      CUIT: '20-30000007-0',
      Password: 'Clave123',
      Email: 'ana.perez@correo.com.ar',
      Telephone: '1145671234',
      TelephoneCompany: 2,
    };

    it('registers, mails a code, refuses sign-in until confirmed, then signs in', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login/register', payload: newProducer });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true });
      const [user] = await t.database.db.select().from(users).where(eq(users.username, '20300000070'));
      expect(user).toMatchObject({ firstName: 'ANA MARÍA', lastName: 'PÉREZ-GIL', emailConfirmed: false, userType: 1 });

      const mail = await lastMailTo(t.database, newProducer.Email);
      const code = /código de confirmación es: ([A-Z0-9]{8,10})/.exec(mail.text)?.[1] as string;
      expect(code).toBeTruthy();

      const early = await login({ Username: newProducer.CUIT, Password: newProducer.Password });
      expect(early.statusCode).toBe(400);
      expect(early.json().businessExceptions[0].message).toBe(messages.emailNotConfirmed);

      // A code again: the newest one works.
      await t.app.inject({
        method: 'POST',
        url: '/security/account/SendEmailConfirmation',
        payload: { Username: newProducer.CUIT, Email: newProducer.Email },
      });
      const resent = /código de confirmación es: ([A-Z0-9]{8,10})/.exec(
        (await lastMailTo(t.database, newProducer.Email)).text,
      )?.[1] as string;
      expect(resent).not.toBe(code);

      const bad = await t.app.inject({
        method: 'POST',
        url: '/security/account/confirmemail',
        payload: { code: 'ZZZZZZZZZZ' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().businessExceptions[0].message).toBe(messages.invalidCode);
      const ok = await t.app.inject({
        method: 'POST',
        url: '/security/account/confirmemail',
        payload: { code: resent },
      });
      expect(ok.statusCode).toBe(200);
      // One use only.
      expect(
        (await t.app.inject({ method: 'POST', url: '/security/account/confirmemail', payload: { code: resent } }))
          .statusCode,
      ).toBe(400);
      expect((await login({ Username: newProducer.CUIT, Password: newProducer.Password })).statusCode).toBe(200);
    });

    it('requires password, phone and phone company for a producer signing up', async () => {
      const { Password: _p, Telephone: _t, TelephoneCompany: _c, ...rest } = newProducer;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/register',
        payload: { ...rest, CUIT: '20-30000002-9' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues.map((i: { path: string }) => i.path)).toEqual([
        'Password',
        'Telephone',
        'TelephoneCompany',
      ]);
    });

    it('refuses a duplicate CUIT with a business message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/register',
        payload: { ...newProducer, CUIT: DEMO.producer2 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(messages.duplicateCuit);
    });

    it('validates the registration with the messages of 000 §5', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/register',
        payload: { ...newProducer, CUIT: '20-17254359-6', Password: 'sinmayus1', Telephone: '12ab5678', Name: 'A' },
      });
      expect(res.statusCode).toBe(400);
      const byPath = Object.fromEntries(
        res.json().issues.map((i: { path: string; message: string }) => [i.path, i.message]),
      );
      expect(byPath).toMatchObject({
        CUIT: 'El CUIT ingresado es inválido',
        Password: 'La contraseña debe contener al menos una letra mayúscula y un número',
        Telephone: 'Por favor incluir solamente números',
        Name: 'El campo debe poseer al menos 2 caracteres',
      });
    });

    it('mails a reset link, sets the new password with it once, and ends the open sessions', async () => {
      const s = await signIn(t.app, DEMO.producer2);
      const res = await t.app.inject({
        method: 'POST',
        url: '/security/account/forgotpassword',
        payload: { Cuit: DEMO.producer2, Email: 'productor2@demo.com.ar', Application: 'Life' },
      });
      expect(res.json()).toMatchObject({ success: true });
      const mail = await lastMailTo(t.database, 'productor2@demo.com.ar');
      const link = /http:\/\/localhost:8080\/recover-reset\?code=([\w-]+)(\S*)/.exec(mail.text);
      expect(link?.[2]).toBe('');
      const code = link?.[1] as string;
      const reset = (Password: string, ConfirmPassword = Password) =>
        t.app.inject({
          method: 'POST',
          url: '/security/account/resetpassword',
          payload: { Cuit: DEMO.producer2, Password, ConfirmPassword, Code: code },
        });
      expect((await reset('Nueva123', 'Otra1234')).json().businessExceptions[0].message).toBe(
        messages.passwordsDontMatch,
      );
      expect((await reset('Nueva123')).statusCode).toBe(200);
      expect((await reset('Nueva456')).statusCode).toBe(400);
      expect(
        (await t.app.inject({ method: 'POST', url: REFRESH, cookies: { refresh_token: s.refresh }, payload: {} }))
          .statusCode,
      ).toBe(401);
      expect((await login({ Username: DEMO.producer2, Password: DEMO.password })).statusCode).toBe(400);
      expect((await login({ Username: DEMO.producer2, Password: 'Nueva123' })).statusCode).toBe(200);
      await t.database.db.delete(signInFailures);
    });

    it('answers success without a mail for an unknown account, and gives simulators the simulator link', async () => {
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/security/account/forgotpassword',
        payload: { Cuit: '20-30000002-9', Email: 'x@y.com' },
      });
      expect(unknown.json()).toMatchObject({ success: true });
      expect(await lastMailTo(t.database, 'x@y.com')).toBeUndefined();
      await t.app.inject({
        method: 'POST',
        url: '/security/account/forgotpassword',
        payload: { Cuit: DEMO.admin, Email: DEMO.admin },
      });
      expect((await lastMailTo(t.database, DEMO.admin)).text).toMatch(/recover-reset\?code=[\w-]+&simulador=true/);
    });
  });

  it('limits the mailing calls per address (20 a minute)', async () => {
    const forgot = (address: string) =>
      t.app.inject({
        method: 'POST',
        url: '/security/account/forgotpassword',
        payload: { Cuit: '20-30000002-9' },
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 20; i++) expect((await forgot('192.0.2.50')).statusCode).toBe(200);
    const limited = await forgot('192.0.2.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().businessExceptions[0].message).toBe(messages.tooManyRequests);
    expect((await forgot('192.0.2.51')).statusCode).toBe(200);
  });

  describe('the local outbox', () => {
    it('lists the mails newest first as HTML with links and as JSON', async () => {
      const json = await t.app.inject({ method: 'GET', url: '/dev/outbox.json' });
      expect(json.statusCode).toBe(200);
      const mails = json.json();
      expect(mails.length).toBeGreaterThan(0);
      expect(mails[0].id).toBeGreaterThan(mails[mails.length - 1].id);
      const html = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain('<a href="http://localhost:8080/recover-reset?code=');
      expect(html.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  it('keeps no revoked session usable', async () => {
    const s = await signIn(t.app, DEMO.producer);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.id, decodeJwt(s.token).sid as string));
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth }))
        .statusCode,
    ).toBe(401);
  });
});

describe('the outbox page in production', () => {
  it('is not served unless OUTBOX_PAGE=true', async () => {
    const t = await createTestApp('pglite', { config: { production: true, outboxPage: false } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await t.dispose();
    }
  });
});
