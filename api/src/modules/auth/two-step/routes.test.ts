import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditActions, twoStep, twoStepRecoveryCodes, UserType, users } from '../../../db/schema';
import { hashPassword } from '../../../lib/password';
import { createTestApp, type TestApp } from '../../../testing/app';
import { testDrivers } from '../../../testing/database';
import { DEMO, lastMailTo, signIn, type SignedIn } from '../../../testing/session';
import { databaseLimits } from '../../../lib/sign-in-limits';
import { insertUser } from '../registration';

const PASSWORD = 'Segura123';
const STEP_MS = 30_000;

/** The authenticator app of a test: the same library, the secret the portal showed. */
const app = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
/** The code of `steps` steps from now. */
const codeAt = (secret: string, steps = 0) => app(secret).generate({ timestamp: Date.now() + steps * STEP_MS });

describe.each(testDrivers())('two-step verification on %s', (driver) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { signInMaxFailuresPerAddress: 6 } });
  });
  afterAll(() => t?.dispose());
  afterEach(() => jest.restoreAllMocks());

  /** Each test's own account (an e-mail signs in at /admin) and its own address, so limits and state are its own. */
  async function newUser(userType: UserType = UserType.simulator) {
    n += 1;
    const username = `dos-pasos-${n}@prueba.com.ar`;
    const user = await insertUser(t.database.db, {
      username,
      email: username,
      firstName: 'Prueba',
      lastName: `Dos Pasos ${n}`,
      passwordHash: await hashPassword(PASSWORD),
      userType,
      emailConfirmed: true,
    });
    return { id: user.id, username, address: `10.40.${n}.1` };
  }
  type User = Awaited<ReturnType<typeof newUser>>;

  const login = (u: User, password = PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/security/simulatorusers/login',
      payload: { Username: u.username, Password: password },
      remoteAddress: u.address,
    });
  const second = (u: User, payload: object) =>
    t.app.inject({ method: 'POST', url: '/security/account/login/twostep', payload, remoteAddress: u.address });
  const call = (s: SignedIn, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/account/twostep${url}`, headers: s.auth, ...(payload && { payload }) });

  /** Signs in (password only), turns two-step verification on from /seguridad and answers the secret and the recovery codes. */
  async function enrolled(u: User) {
    const s = await signIn(t.app, u.username, PASSWORD);
    const setup = await call(s, 'POST', '/setup');
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const on = await call(s, 'POST', '/activate', { code: codeAt(secret) });
    expect(on.statusCode).toBe(200);
    return { s, secret: secret as string, recoveryCodes: on.json().recoveryCodes as string[] };
  }
  /** The password step: answers the challenge (and checks no session came with it). */
  async function challengeOf(u: User) {
    const res = await login(u);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    const body = res.json();
    expect(body).not.toHaveProperty('authenticationResult');
    return body.twoStep.challenge as string;
  }
  const auditedEvents = async (userId: number) => {
    await t.app.auditTrail!.flush();
    const rows = await t.database.db
      .select({ fn: auditActions.function })
      .from(auditActions)
      .where(eq(auditActions.userId, userId));
    return rows
      .map((r) => r.fn)
      .filter((fn) => fn.startsWith('Verificación en dos pasos'))
      .sort();
  };

  it('enrols: a QR code and the same secret as text, confirmed with a code of the app; then 10 recovery codes, once; the secret is sealed at rest and never answered again', async () => {
    const u = await newUser();
    const s = await signIn(t.app, u.username, PASSWORD);
    expect((await call(s, 'GET', '')).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = (await call(s, 'POST', '/setup')).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/Portal%20de%20Productores:${encodeURIComponent(u.username)}?issuer=Portal%20de%20Productores&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(setup.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    const [row] = await t.database.db.select().from(twoStep).where(eq(twoStep.userId, u.id));
    expect(row.secret).not.toContain(setup.secret);
    expect(row.confirmedAt).toBeNull();

    const wrong = await call(s, 'POST', '/activate', {
      code: String((Number(codeAt(setup.secret)) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().businessExceptions[0].message).toBe('El código de verificación es incorrecto.');
    expect((await call(s, 'POST', '/activate', { code: '12a456' })).json().issues[0].message).toBe(
      'Ingresá los 6 dígitos que muestra tu aplicación.',
    );

    const on = await call(s, 'POST', '/activate', { code: codeAt(setup.secret) });
    expect(on.statusCode).toBe(200);
    const codes: string[] = on.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/));
    const hashes = await t.database.db.select().from(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, u.id));
    expect(hashes).toHaveLength(10);
    hashes.forEach((h) => expect(h.codeHash).toMatch(/^\$argon2id\$/));
    expect((await call(s, 'GET', '')).json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // On: neither the secret nor new recovery codes are answered again.
    const again = await call(s, 'POST', '/setup');
    expect(again.statusCode).toBe(400);
    expect(again.body).not.toContain(setup.secret);
    expect((await call(s, 'POST', '/activate', { code: codeAt(setup.secret, 1) })).statusCode).toBe(400);
    expect(await auditedEvents(u.id)).toContain('Verificación en dos pasos: activada');
  });

  it('asks for the code after a right password, before any session: the challenge is no token, a wrong code is refused, a right one signs in', async () => {
    const u = await newUser();
    const { secret } = await enrolled(u);
    const wrongPassword = await login(u, 'Otra1234');
    expect(wrongPassword.statusCode).toBe(400);
    const res = await login(u);
    expect(res.json()).toEqual({
      success: true,
      isLogon: false,
      twoStep: { step: 'verify', challenge: expect.any(String), expiresInSeconds: 300 },
      businessExceptions: [],
    });
    const challenge = res.json().twoStep.challenge;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/login/getroles?userId=${u.id}`,
          headers: { authorization: `Bearer ${challenge}` },
        })
      ).statusCode,
    ).toBe(401);

    const wrong = await second(u, { challenge, code: codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().businessExceptions[0]).toEqual({
      message: 'El código de verificación es incorrecto.',
      title: 'Error al ingresar',
    });
    expect(wrong.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
    expect(
      (await second(u, { challenge: `${challenge}x`, code: codeAt(secret) })).json().businessExceptions[0].message,
    ).toBe('Pasó demasiado tiempo desde que ingresaste tu contraseña. Volvé a ingresar.');

    const ok = await second(u, { challenge, code: codeAt(secret, 1) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      isLogon: true,
      userId: u.id,
      authenticationResult: { success: true, token: expect.any(String) },
    });
    expect(ok.cookies.find((c) => c.name === 'refresh_token')?.httpOnly).toBe(true);
    const roles = await t.app.inject({
      method: 'GET',
      url: `/api/login/getroles?userId=${u.id}`,
      headers: { authorization: `Bearer ${ok.json().authenticationResult.token}` },
    });
    expect(roles.statusCode).toBe(200);
    expect(await auditedEvents(u.id)).toContain('Verificación en dos pasos: código rechazado');
  });

  it('accepts a code of the step before or after now (±1), not two steps away', async () => {
    const u = await newUser();
    const { secret } = await enrolled(u);
    // The middle of a step, so that "now" stays in it for the whole test; codes are tried in increasing steps (no replay).
    const now = Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2 + 5 * STEP_MS;
    jest.spyOn(Date, 'now').mockReturnValue(now);
    const at = (steps: number) => app(secret).generate({ timestamp: now + steps * STEP_MS });
    const tryCode = async (code: string) => (await second(u, { challenge: await challengeOf(u), code })).statusCode;
    expect(await tryCode(at(-2))).toBe(400);
    expect(await tryCode(at(-1))).toBe(200);
    expect(await tryCode(at(0))).toBe(200);
    expect(await tryCode(at(1))).toBe(200);
    expect(await tryCode(at(2))).toBe(400);
  });

  it('refuses a code used once if it is presented again within its window (and any code of an earlier step)', async () => {
    const u = await newUser();
    const { secret } = await enrolled(u);
    const code = codeAt(secret, 1);
    expect((await second(u, { challenge: await challengeOf(u), code })).statusCode).toBe(200);
    const replay = await second(u, { challenge: await challengeOf(u), code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().businessExceptions[0].message).toBe('El código de verificación es incorrecto.');
    expect((await second(u, { challenge: await challengeOf(u), code: codeAt(secret) })).statusCode).toBe(400);
  });

  it('accepts a recovery code once, refuses it the second time, and records its use', async () => {
    const u = await newUser();
    const { s, recoveryCodes } = await enrolled(u);
    const typed = recoveryCodes[3].toLowerCase().replace('-', ' ');
    const ok = await second(u, { challenge: await challengeOf(u), recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().isLogon).toBe(true);
    const again = await second(u, { challenge: await challengeOf(u), recoveryCode: recoveryCodes[3] });
    expect(again.statusCode).toBe(400);
    expect(again.json().businessExceptions[0].message).toBe('El código de recuperación es incorrecto o ya fue usado.');
    expect((await call(s, 'GET', '')).json().recoveryCodesLeft).toBe(9);
    expect((await second(u, { challenge: await challengeOf(u), recoveryCode: 'ABC' })).json().issues[0].message).toBe(
      'El código de recuperación tiene 10 letras y números.',
    );
    const events = await auditedEvents(u.id);
    expect(events.filter((e) => e === 'Verificación en dos pasos: código de recuperación usado')).toHaveLength(1);
  });

  it('counts wrong codes as failed sign-ins: past the limit of the address even the right code and password are refused', async () => {
    const u = await newUser();
    const { secret } = await enrolled(u);
    const challenge = await challengeOf(u);
    for (let i = 0; i < 6; i++) expect((await second(u, { challenge, code: codeAt(secret, 5) })).statusCode).toBe(400);
    const locked = await second(u, { challenge, code: codeAt(secret) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().businessExceptions[0].message).toBe(
      'Demasiados intentos fallidos. Intente nuevamente más tarde.',
    );
    expect((await login(u)).statusCode).toBe(429);
    // Counted against the account too (the limits' store, here the database): from any address they weigh on it.
    expect((await databaseLimits(t.database.db).count(u.username, '10.99.0.1')).byAccount).toBe(6);
    expect(await auditedEvents(u.id)).toEqual(
      Array(6).fill('Verificación en dos pasos: código rechazado').concat('Verificación en dos pasos: activada').sort(),
    );
  });

  it('turns off only with a current code; signing in then asks for no code', async () => {
    const u = await newUser();
    const { s, secret } = await enrolled(u);
    expect((await call(s, 'POST', '/disable', {})).statusCode).toBe(400);
    const wrong = await call(s, 'POST', '/disable', { code: codeAt(secret, 4) });
    expect(wrong.statusCode).toBe(400);
    expect((await call(s, 'GET', '')).json().enabled).toBe(true);
    expect((await call(s, 'POST', '/disable', { code: codeAt(secret, 1) })).statusCode).toBe(200);
    expect((await call(s, 'GET', '')).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    expect(await t.database.db.$count(twoStepRecoveryCodes, eq(twoStepRecoveryCodes.userId, u.id))).toBe(0);
    expect((await login(u)).json()).toMatchObject({ isLogon: true });
    expect(await auditedEvents(u.id)).toEqual(
      expect.arrayContaining(['Verificación en dos pasos: desactivada', 'Verificación en dos pasos: código rechazado']),
    );
  });

  it('keeps it on when the password is recovered', async () => {
    const u = await newUser();
    const { secret } = await enrolled(u);
    await t.app.inject({ method: 'POST', url: '/security/account/forgotpassword', payload: { Cuit: u.username } });
    const code = /code=([\w-]+)/.exec((await lastMailTo(t.database, u.username)).text)![1];
    const reset = await t.app.inject({
      method: 'POST',
      url: '/security/account/resetpassword',
      payload: { Cuit: u.username, Password: 'Nueva1234', ConfirmPassword: 'Nueva1234', Code: code },
    });
    expect(reset.statusCode).toBe(200);
    const res = await login(u, 'Nueva1234');
    expect(res.json().twoStep.step).toBe('verify');
    expect((await second(u, { challenge: res.json().twoStep.challenge, code: codeAt(secret, 1) })).statusCode).toBe(
      200,
    );
  });

  it('makes a simulator created through /admin-users set it up at its first sign-in, before any session, and not turn it off', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const email = `nuevo-${driver}@prueba.com.ar`;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/login/RegisterSimulator',
          headers: admin.auth,
          payload: { Email: email, FirstName: 'Nuevo', LastName: 'Simulador' },
        })
      ).statusCode,
    ).toBe(200);
    const code = /code=([\w-]+)/.exec((await lastMailTo(t.database, email)).text)![1];
    await t.app.inject({
      method: 'POST',
      url: '/security/account/resetpassword',
      payload: { Cuit: email, Password: PASSWORD, ConfirmPassword: PASSWORD, Code: code },
    });
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, email));
    const u = { id: row.id, username: email, address: '10.41.0.1' };

    const res = await login(u);
    expect(res.json().twoStep.step).toBe('enrol');
    const challenge = res.json().twoStep.challenge;
    // The code step is not the set-up's: no code of an account without a secret signs in.
    expect((await second(u, { challenge, code: '123456' })).statusCode).toBe(400);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/security/account/login/twostep/setup',
      payload: { challenge },
      remoteAddress: u.address,
    });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json();
    const activate = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/security/account/login/twostep/activate',
        payload: { challenge, code: c },
        remoteAddress: u.address,
      });
    expect((await activate(codeAt(secret, 4))).statusCode).toBe(400);
    const on = await activate(codeAt(secret));
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      isLogon: true,
      userId: u.id,
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/)]),
    });
    expect(on.cookies.find((c) => c.name === 'refresh_token')).toBeDefined();
    const s = {
      token: on.json().authenticationResult.token,
      auth: { authorization: `Bearer ${on.json().authenticationResult.token}` },
    } as SignedIn;
    expect((await call(s, 'GET', '')).json()).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    const off = await call(s, 'POST', '/disable', { code: codeAt(secret, 1) });
    expect(off.statusCode).toBe(400);
    expect(off.json().businessExceptions[0].message).toBe(
      'Tu cuenta requiere la verificación en dos pasos: no se puede desactivar.',
    );
    // Once on, the next sign-in asks for the code.
    expect((await login(u)).json().twoStep.step).toBe('verify');
  });

  it("leaves the demo's own accounts without it: they sign in with their password", async () => {
    const s = await signIn(t.app, DEMO.producer);
    expect((await call(s, 'GET', '')).json()).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
  });
});

describe('MFA_REQUIRED_FOR_STAFF=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { mfaRequiredForStaff: false } });
  });
  afterAll(() => t?.dispose());

  it('lets a simulator created through /admin-users sign in without setting it up', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    await t.app.inject({
      method: 'POST',
      url: '/api/login/RegisterSimulator',
      headers: admin.auth,
      payload: { Email: 'sin-dos-pasos@prueba.com.ar', FirstName: 'Sin', LastName: 'Dos Pasos' },
    });
    const code = /code=([\w-]+)/.exec((await lastMailTo(t.database, 'sin-dos-pasos@prueba.com.ar')).text)![1];
    await t.app.inject({
      method: 'POST',
      url: '/security/account/resetpassword',
      payload: { Cuit: 'sin-dos-pasos@prueba.com.ar', Password: PASSWORD, ConfirmPassword: PASSWORD, Code: code },
    });
    const s = await signIn(t.app, 'sin-dos-pasos@prueba.com.ar', PASSWORD);
    expect(s.body).toMatchObject({ isLogon: true });
  });
});
