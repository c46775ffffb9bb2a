import { and, eq } from 'drizzle-orm';
import { allEndpoints, endpointPath, type Endpoint } from '@portal/shared/contract';
import { delegateMessages, scopeOfEndpoint } from '@portal/shared/contract/delegates';
import { reportSchedules, sessions, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../testing/session';
import { createMailer } from '../../lib/mailer';
import { databaseLimits } from '../../lib/sign-in-limits';
import { FolderFileStore } from '../../lib/storage';
import { runScheduledReport } from '../jobs/scheduled-reports';

/** A Buenos Aires day `offset` days from today, as YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
    Date.now() + offset * 86_400_000,
  );
}
/** Everything jest can fake but the clock: the database drivers keep their own timers. */
const TIMERS: Array<
  | 'hrtime'
  | 'nextTick'
  | 'performance'
  | 'queueMicrotask'
  | 'setImmediate'
  | 'clearImmediate'
  | 'setInterval'
  | 'clearInterval'
  | 'setTimeout'
  | 'clearTimeout'
> = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
];
const sessionIdOf = (s: SignedIn) =>
  JSON.parse(Buffer.from(s.token.split('.')[1], 'base64url').toString()).sid as string;

/** Every signed-in call that belongs to a menu area, as the delegate rule reads the contract. */
const scopedCalls = allEndpoints().filter((e) => e.auth && scopeOfEndpoint(e) !== null);

describe.each(testDrivers())('delegates limited to menu areas and to a last day (issue 40 §4) on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let gestorId: number;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, '27301112225'));
    gestorId = row.id;
  });
  afterAll(() => t?.dispose());

  const edit = (s: SignedIn | null, id: number | string, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/Producer/Delegados/${id}`, headers: s ? s.auth : {}, payload });
  const list = () =>
    t.app.inject({ method: 'GET', url: `/api/Producer/Delegados/?userId=${producer.userId}`, headers: producer.auth });
  const gestorRow = async () => (await list()).json().find((d: { id: number }) => d.id === gestorId);
  const roles = (s: SignedIn) =>
    t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth });
  const refresh = (s: SignedIn) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login/refreshtoken',
      cookies: { refresh_token: s.refresh },
      payload: {},
    });
  /** A call as the guard sees it: no input, so whatever passes the guard stops at validation, never at the data. */
  const call = (s: SignedIn, e: Endpoint) =>
    t.app.inject({
      method: e.method,
      url: endpointPath(e).replace(/\{\w+\}/g, '1'),
      headers: s.auth,
      ...(e.method !== 'GET' && e.method !== 'DELETE' && { payload: {} }),
    });
  const setUntil = (until: string | null) =>
    t.database.db.update(users).set({ delegateUntil: until }).where(eq(users.id, gestorId));

  it('gives an existing delegate every area and no end, and lists them', async () => {
    expect(await gestorRow()).toMatchObject({
      areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'],
      accessUntil: null,
      estado: 'Activo',
    });
    const gestor = await signIn(t.app, DEMO.gestor);
    expect(gestor.body.delegateAreas).toEqual(['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones']);
    expect(producer.body.delegateAreas).toBeUndefined();
  });

  it('adds a delegate with its areas and last day, and refuses no area or a past day in Spanish', async () => {
    const delegate = {
      Application: 'Life',
      Name: 'Ana',
      LastName: 'Ruiz',
      CUIT: '20-30000002-9',
      Email: 'ana.ruiz@correo.com.ar',
      Subusuario: true,
    };
    const register = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login/register',
        headers: producer.auth,
        payload: { ...delegate, ...payload },
      });
    const noArea = await register({ areas: [] });
    expect(noArea.statusCode).toBe(400);
    expect(noArea.json().issues).toEqual([{ path: 'areas', message: delegateMessages.scopesRequired }]);
    const past = await register({ areas: ['Cartera'], accessUntil: dayFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().issues).toEqual([{ path: 'accessUntil', message: delegateMessages.untilInPast }]);
    expect(
      (await register({ areas: ['Cobranzas', 'Cartera', 'Cartera'], accessUntil: dayFromToday(30) })).statusCode,
    ).toBe(200);
    const added = (await list()).json().find((d: { cuit: string }) => d.cuit === '20300000029');
    expect(added).toMatchObject({ areas: ['Cartera', 'Cobranzas'], accessUntil: dayFromToday(30) });
  });

  it("edits only the producer's own delegates: 404 for another's or for a user who is no delegate, 403 to a Gestor, 401 without a session", async () => {
    const other = await signIn(t.app, DEMO.producer2);
    const limits = { areas: ['Cartera'] };
    expect((await edit(other, gestorId, limits)).statusCode).toBe(404);
    expect((await edit(producer, producer.userId, limits)).statusCode).toBe(404);
    expect((await edit(producer, other.userId, limits)).statusCode).toBe(404);
    const gestor = await signIn(t.app, DEMO.gestor);
    expect((await edit(gestor, gestorId, limits)).statusCode).toBe(403);
    expect((await edit(null, gestorId, limits)).statusCode).toBe(401);
    for (const id of ['abc', '0', '-1', '1.5']) expect((await edit(producer, id, limits)).statusCode).toBe(400);
    const past = await edit(producer, gestorId, { ...limits, accessUntil: dayFromToday(-1) });
    expect(past.json().issues).toEqual([{ path: 'accessUntil', message: delegateMessages.untilInPast }]);
    expect((await edit(producer, gestorId, { areas: ['Ninguna'] })).statusCode).toBe(400);
    expect(await gestorRow()).toMatchObject({ areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'] });
  });

  describe('a delegate limited to Cartera', () => {
    let unlimited: SignedIn;
    let limited: SignedIn;
    beforeAll(async () => {
      unlimited = await signIn(t.app, DEMO.gestor);
      expect((await edit(producer, gestorId, { areas: ['Cartera'], accessUntil: null })).statusCode).toBe(200);
      limited = await signIn(t.app, DEMO.gestor);
    });
    afterAll(async () => {
      await edit(producer, gestorId, { areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'] });
    });

    it('had its sessions ended by the change of areas, which the grid shows', async () => {
      expect((await roles(unlimited)).statusCode).toBe(401);
      expect((await refresh(unlimited)).statusCode).toBe(401);
      expect(await gestorRow()).toMatchObject({ areas: ['Cartera'], accessUntil: null });
      expect(limited.body.delegateAreas).toEqual(['Cartera']);
    });

    it("holds only Cartera's menu permissions and those of no area", async () => {
      expect((await roles(limited)).json()).toEqual([
        'Home',
        'Cartera',
        'BusquedaCartera',
        'CargaNominas',
        'LibreDeuda',
        'RubricaDigital',
        'URLCanales',
        'URLCaucion',
        'Tutoriales',
      ]);
    });

    it.each(
      scopedCalls
        .filter((e) => scopeOfEndpoint(e) !== 'Cartera')
        .map((e) => [`${e.method} ${endpointPath(e)}`, e] as const),
    )('is refused %s, which its producer passes', async (_name, endpoint) => {
      expect((await call(limited, endpoint)).statusCode).toBe(403);
      // The same call of the producer itself gets past the guard: the 403 above is the area's.
      expect((await call(producer, endpoint)).statusCode).not.toBe(403);
    });

    it.each(
      scopedCalls
        .filter((e) => scopeOfEndpoint(e) === 'Cartera')
        .map((e) => [`${e.method} ${endpointPath(e)}`, e] as const),
    )('passes %s', async (_name, endpoint) => {
      expect((await call(limited, endpoint)).statusCode).not.toBe(403);
    });

    it("searches the producer's portfolio and is refused its pending commissions", async () => {
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/portfolio/',
        headers: limited.auth,
        payload: { offset: 0, next: 10 },
      });
      expect(search.statusCode).not.toBe(403);
      const commissions = await t.app.inject({
        method: 'POST',
        url: '/api/Settlement/ComisionesPendientes',
        headers: limited.auth,
        payload: { offset: 0, next: 10 },
      });
      expect(commissions.statusCode).toBe(403);
      // The report kit's calls follow the report's screen.
      const view = (report: string) =>
        t.app.inject({ method: 'GET', url: `/api/reports/columnview?report=${report}`, headers: limited.auth });
      expect((await view('portfolio')).statusCode).toBe(200);
      expect((await view('comisionespendientes')).statusCode).toBe(403);
    });
  });

  it("mails a delegate's scheduled report only while it may still export it itself", async () => {
    const gestor = await signIn(t.app, DEMO.gestor);
    const schedule = {
      UrlApi: 'settlement',
      UserId: gestor.userId,
      Period: 1,
      Enabled: true,
      Executions: [{ Day: 1, Hour: 9 }],
      Filters: {
        ProducerIds: ['X1001'],
        Ramo: null,
        Producto: null,
        Dias: 30,
        FechaDesde: null,
        FechaHasta: null,
        Poliza: null,
        Certificado: null,
        Cores: ['VT'],
      },
    };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/SaveReportScheduler',
      headers: gestor.auth,
      payload: schedule,
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ id: reportSchedules.id })
      .from(reportSchedules)
      .where(and(eq(reportSchedules.userId, gestorId), eq(reportSchedules.urlApi, 'settlement')));
    const ctx = {
      database: t.database,
      mailer: createMailer({ from: 'test@portal.local', log: t.app.log }),
      tokens: undefined as never,
      limits: databaseLimits(t.database.db),
      config: { publicUrl: 'http://localhost:8080', signInMaxFailuresPerAddress: 300 },
    };
    const run = () =>
      runScheduledReport(ctx, new FolderFileStore(t.filesDir), { scheduleId: row.id, day: 1 }, t.app.log);
    try {
      expect(await run()).toBe('sent');
      await edit(producer, gestorId, { areas: ['Cartera'] });
      expect(await run()).toBe('skipped');
      await edit(producer, gestorId, { areas: ['Cartera', 'CuentaCorriente'] });
      await setUntil(dayFromToday(-1));
      expect(await run()).toBe('skipped');
    } finally {
      await setUntil(null);
      await edit(producer, gestorId, { areas: ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'] });
    }
  });

  describe('past its last day', () => {
    afterEach(() => setUntil(null));

    it('keeps working through the last day itself', async () => {
      await setUntil(dayFromToday(0));
      const gestor = await signIn(t.app, DEMO.gestor);
      expect((await roles(gestor)).statusCode).toBe(200);
      expect((await refresh(gestor)).statusCode).toBe(200);
    });

    it('is signed out at midnight after its last day, at its next call and refresh, its session ended', async () => {
      const today = dayFromToday(0);
      const [y, m, d] = today.split('-').map(Number);
      // Buenos Aires is UTC−3: 23:58 there is 02:58 UTC of the next day. Only the clock is faked, not the timers.
      const clock = (minutesAfter2358: number) => new Date(Date.UTC(y, m - 1, d + 1, 2, 58 + minutesAfter2358));
      jest.useFakeTimers({ now: clock(0), doNotFake: TIMERS });
      try {
        await setUntil(today);
        await sessionsChanged();
        const gestor = await signIn(t.app, DEMO.gestor);
        expect((await roles(gestor)).statusCode).toBe(200);
        jest.setSystemTime(clock(3));
        expect((await roles(gestor)).statusCode).toBe(401);
        expect((await refresh(gestor)).statusCode).toBe(401);
        const [session] = await t.database.db
          .select({ revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.id, sessionIdOf(gestor)));
        expect(session.revokedAt).not.toBeNull();
      } finally {
        jest.useRealTimers();
      }
    });

    it('is told at sign-in the day its access ended, and the grid shows it ended', async () => {
      const yesterday = dayFromToday(-1);
      await setUntil(yesterday);
      const res = await t.app.inject({
        method: 'POST',
        url: '/security/account/login',
        payload: { Username: DEMO.gestor, Password: DEMO.password, Application: 'Life' },
      });
      expect(res.statusCode).toBe(403);
      const [y, m, d] = yesterday.split('-');
      expect(res.json().businessExceptions[0].message).toBe(
        `Tu acceso como delegado venció el ${d}/${m}/${y}. Pedile al productor que lo renueve.`,
      );
      expect(await gestorRow()).toMatchObject({ accessUntil: yesterday, estado: 'Vencido' });
    });

    it('stays ended when the producer changes its areas, with its day as it is or left out; a new day reopens it', async () => {
      const yesterday = dayFromToday(-1);
      await setUntil(yesterday);
      expect((await edit(producer, gestorId, { areas: ['Cartera'], accessUntil: yesterday })).statusCode).toBe(200);
      expect(await gestorRow()).toMatchObject({ areas: ['Cartera'], accessUntil: yesterday, estado: 'Vencido' });
      expect((await edit(producer, gestorId, { areas: ['Cartera', 'Cobranzas'] })).statusCode).toBe(200);
      expect(await gestorRow()).toMatchObject({ areas: ['Cartera', 'Cobranzas'], accessUntil: yesterday });
      // Another past day is refused: only the one it has may stay.
      const before = await edit(producer, gestorId, { areas: ['Cartera'], accessUntil: dayFromToday(-2) });
      expect(before.json().issues).toEqual([{ path: 'accessUntil', message: delegateMessages.untilInPast }]);
      expect(await gestorRow()).toMatchObject({ areas: ['Cartera', 'Cobranzas'], accessUntil: yesterday });
      const all = ['Cartera', 'CuentaCorriente', 'Cobranzas', 'Comunicaciones'];
      expect((await edit(producer, gestorId, { areas: all, accessUntil: dayFromToday(10) })).statusCode).toBe(200);
      expect(await gestorRow()).toMatchObject({ areas: all, accessUntil: dayFromToday(10) });
    });

    it('is told nothing of it with a wrong password', async () => {
      await setUntil(dayFromToday(-1));
      const res = await t.app.inject({
        method: 'POST',
        url: '/security/account/login',
        payload: { Username: DEMO.gestor, Password: 'Otra1234', Application: 'Life' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).not.toMatch(/delegado/);
    });
  });
});
