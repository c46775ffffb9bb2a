import { and, eq } from 'drizzle-orm';
import { Client } from 'pg';
import { auditActions, sessions } from '../../db/schema';
import { SESSION_CHANGES_CHANNEL } from '../../db/session-changes';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, simulatorFor, type SignedIn } from '../../testing/session';

const SESSIONS = '/api/account/sessions';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe.each(testDrivers())('active sessions (/seguridad) on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.dispose());

  /** A sign-in from a browser and an address of its own. */
  async function signInFrom(
    username: string,
    userAgent: string,
    address: string,
    password: string = DEMO.password,
  ): Promise<SignedIn> {
    const url = username.includes('@') ? '/security/simulatorusers/login' : '/security/account/login';
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: { Username: username, Password: password, Application: 'Life' },
      headers: { 'user-agent': userAgent },
      remoteAddress: address,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const refresh = res.cookies.find((c) => c.name === 'refresh_token')!.value;
    return {
      token: body.authenticationResult.token,
      refresh,
      userId: body.userId,
      body,
      auth: { authorization: `Bearer ${body.authenticationResult.token}` },
    };
  }
  /** Listens to the session-change channel as another replica would. */
  async function listen(onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    if (t.database.pglite) return t.database.pglite.listen(SESSION_CHANGES_CHANNEL, onPayload);
    const client = new Client({ connectionString: t.database.connectionString });
    await client.connect();
    client.on('notification', (message) => onPayload(message.payload ?? ''));
    await client.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    return () => client.end();
  }
  async function waitFor(condition: () => boolean) {
    for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(condition()).toBe(true);
  }
  const list = (s: SignedIn) => t.app.inject({ method: 'GET', url: SESSIONS, headers: s.auth });
  const end = (s: SignedIn, id: string) =>
    t.app.inject({ method: 'DELETE', url: `${SESSIONS}/${id}`, headers: s.auth });
  const endOthers = (s: SignedIn) => t.app.inject({ method: 'POST', url: `${SESSIONS}/endothers`, headers: s.auth });
  const refresh = (s: SignedIn, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/refreshtoken',
      cookies: { refresh_token: s.refresh },
      headers,
      payload: {},
    });
  const roles = (s: SignedIn) =>
    t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth });
  const sessionIdOf = (s: SignedIn) =>
    JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid as string;
  const revoked = async (s: SignedIn) => {
    const [row] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(s)));
    return row.revokedAt !== null;
  };

  it("lists the user's own live sessions with browser, system, address, start and last seen, 'Esta sesión' marked", async () => {
    const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const there = await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2');
    await signInFrom(DEMO.producer, CHROME, '10.0.0.3');
    const res = await list(here);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.find((r) => r.id === sessionIdOf(here))).toEqual({
      id: sessionIdOf(here),
      browser: 'Chrome 120',
      system: 'Windows 10',
      address: '10.0.0.1',
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSeenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      current: true,
    });
    expect(rows.find((r) => r.id === sessionIdOf(there))).toMatchObject({
      browser: 'Firefox 121',
      system: 'Linux',
      address: '10.0.0.2',
      current: false,
    });
    // Only producer2's: none of the other producer's sign-ins.
    const own = await t.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, here.userId));
    expect(rows.every((r) => own.some((o) => o.id === r.id))).toBe(true);
    expect(rows.filter((r) => r.current)).toHaveLength(1);
  });

  it('moves last seen, the address and the browser forward on each refresh', async () => {
    const s = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const before = (await list(s)).json().find((r: { current: boolean }) => r.current);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await refresh(s, { 'user-agent': FIREFOX, 'x-forwarded-for': '10.9.9.9' });
    expect(res.statusCode).toBe(200);
    const after = (await list(s)).json().find((r: { current: boolean }) => r.current);
    expect(Date.parse(after.lastSeenAt)).toBeGreaterThan(Date.parse(before.lastSeenAt));
    expect(after.startedAt).toBe(before.startedAt);
    expect(after).toMatchObject({ browser: 'Firefox 121', system: 'Linux', address: '10.9.9.9' });
  });

  it("notifies the replicas' session caches when a session ends, not when a refresh moves its last seen", async () => {
    const heard: string[] = [];
    const unlisten = await listen((payload) => heard.push(payload));
    try {
      const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
      const there = await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2');
      const payload = `session:${sessionIdOf(there)}`;
      expect((await refresh(there)).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).not.toContain(payload);
      await end(here, sessionIdOf(there));
      await waitFor(() => heard.includes(payload));
    } finally {
      await unlisten();
    }
  });

  it('ends another session of the user as signing out there would: its calls and its refresh are refused', async () => {
    const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const there = await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2');
    expect((await roles(there)).statusCode).toBe(200);
    const res = await end(here, sessionIdOf(there));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await roles(there)).statusCode).toBe(401);
    expect((await refresh(there)).statusCode).toBe(401);
    expect((await roles(here)).statusCode).toBe(200);
    expect((await list(here)).json().map((r: { id: string }) => r.id)).not.toContain(sessionIdOf(there));
    // Ended already: nothing left to end.
    expect((await end(here, sessionIdOf(there))).statusCode).toBe(404);
  });

  it("answers 404 for another user's session and leaves it alone (IDOR)", async () => {
    const mine = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const theirs = await signInFrom(DEMO.producer, CHROME, '10.0.0.3');
    const res = await end(mine, sessionIdOf(theirs));
    expect(res.statusCode).toBe(404);
    expect(await revoked(theirs)).toBe(false);
    expect((await roles(theirs)).statusCode).toBe(200);
    expect((await end(mine, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await end(mine, 'not-a-session');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().issues).toEqual([{ path: 'id', message: 'El valor ingresado es inválido' }]);
  });

  it("'Cerrar las demás sesiones' ends every other session of the user, keeps this one and no one else's", async () => {
    const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const others = [
      await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2'),
      await signInFrom(DEMO.producer2, CHROME, '10.0.0.4'),
    ];
    const stranger = await signInFrom(DEMO.producer, CHROME, '10.0.0.3');
    const res = await endOthers(here);
    expect(res.statusCode).toBe(200);
    expect(res.json().ended).toBeGreaterThanOrEqual(2);
    for (const o of others) {
      expect((await roles(o)).statusCode).toBe(401);
      expect((await refresh(o)).statusCode).toBe(401);
    }
    expect((await roles(here)).statusCode).toBe(200);
    expect((await roles(stranger)).statusCode).toBe(200);
    expect((await list(here)).json()).toEqual([expect.objectContaining({ id: sessionIdOf(here), current: true })]);
  });

  it('after a password change lists only the session that changed it', async () => {
    const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const there = await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2');
    const change = (password: string, current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/producer/UpdateProducerData',
        headers: here.auth,
        payload: {
          User: here.userId,
          Name: 'Diego Ariel',
          LastName: 'Pereyra',
          CUIT: '20-33444555-1',
          Email: 'productor2@demo.com.ar',
          Telephone: '3414567899',
          TelephoneCompany: 4,
          CurrentPassword: current,
          Password: password,
        },
      });
    expect((await change('Nueva1234', DEMO.password)).statusCode).toBe(200);
    expect((await roles(there)).statusCode).toBe(401);
    expect((await list(here)).json()).toEqual([expect.objectContaining({ id: sessionIdOf(here), current: true })]);
    expect((await change(DEMO.password, 'Nueva1234')).statusCode).toBe(200);
  });

  it('serves every kind of signed-in user their own sessions: Gestor, simulator, staff, administrator', async () => {
    const gestor = await signIn(t.app, DEMO.gestor);
    const simulator = await simulatorFor(t.app, t.database, '20334445551');
    const admin = await signIn(t.app, DEMO.admin);
    const staff = await signIn(t.app, DEMO.staff);
    for (const s of [gestor, simulator, admin, staff]) {
      const res = await list(s);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .filter((r: { current: boolean }) => r.current)
          .map((r: { id: string }) => r.id),
      ).toEqual([sessionIdOf(s)]);
    }
    // A simulator acting for a producer still sees and ends only its own sessions, not the producer's.
    const producer = await signIn(t.app, DEMO.producer2);
    expect((await end(simulator, sessionIdOf(producer))).statusCode).toBe(404);
    expect((await roles(producer)).statusCode).toBe(200);
  });

  it('refuses a caller without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: SESSIONS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${SESSIONS}/endothers` })).statusCode).toBe(401);
  });

  it('records the ending of a session in the audit trail, under the user who ended it', async () => {
    const here = await signInFrom(DEMO.producer2, CHROME, '10.0.0.1');
    const there = await signInFrom(DEMO.producer2, FIREFOX, '10.0.0.2');
    await end(here, sessionIdOf(there));
    await endOthers(here);
    await t.app.auditTrail!.flush();
    const rows = await t.database.db
      .select({ url: auditActions.url, function: auditActions.function, statusCode: auditActions.statusCode })
      .from(auditActions)
      .where(and(eq(auditActions.userId, here.userId)));
    expect(rows).toEqual(
      expect.arrayContaining([
        { url: `${SESSIONS}/${sessionIdOf(there)}`, function: 'DELETE /api/account/sessions/:id', statusCode: 200 },
        { url: `${SESSIONS}/endothers`, function: 'POST /api/account/sessions/endothers', statusCode: 200 },
      ]),
    );
  });
});
