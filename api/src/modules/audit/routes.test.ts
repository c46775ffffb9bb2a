import { auditActions, auditLogs, auditMessages } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor, userId } from '../../testing/session';

/** Today in Argentina as MM/DD/YYYY, the audit's date format (002 §5). */
function todayMdy(): string {
  const ar = new Date(Date.now() - 3 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(ar.getUTCMonth() + 1)}/${pad(ar.getUTCDate())}/${ar.getUTCFullYear()}`;
}

describe.each(testDrivers())('the audit trail on %s', (driver) => {
  let t: TestApp;
  let sim: SignedIn & { producerUserId: number };
  let producer: SignedIn;
  const today = todayMdy();
  const range = `from=${encodeURIComponent(today)}&to=${encodeURIComponent(today)}`;

  beforeAll(async () => {
    t = await createTestApp(driver);
    sim = await simulatorFor(t.app, t.database, DEMO.producer);
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(() => t?.dispose());

  const get = (url: string, s: SignedIn | null = sim) => t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });
  const flush = () => t.app.auditTrail?.flush();

  it('records a simulated call under the simulator and under the producer it acted for', async () => {
    await get('/api/login/GetAppVersion');
    const call = await get(`/api/producer/GetProducerById?userId=${sim.producerUserId}&id=${sim.producerUserId}`);
    expect(call.statusCode).toBeLessThan(500);
    await flush();
    const bySimulator = (await get(`/api/simulator/getaudit?userId=${sim.userId}&${range}&next=100`)).json();
    const row = bySimulator.items.find((a: { url: string }) => a.url.startsWith('/api/producer/GetProducerById'));
    expect(row).toMatchObject({
      userId: sim.userId,
      userName: DEMO.simulator,
      cuit: '20172543597',
      producerUserId: sim.producerUserId,
      action: 'GET',
    });
    expect(row.function).toBe('GET /api/producer/GetProducerById');
    expect(row.trace).toMatch(/^\d{3} · \d+ ms$/);
    const byProducer = (await get(`/api/simulator/getaudit?cuit=20-17254359-7&${range}&next=100`)).json();
    expect(byProducer.items.map((a: { id: number }) => a.id)).toContain(row.id);
  });

  it("keeps the producer's own calls apart from the simulator's, and pages newest first", async () => {
    await get('/api/login/getroles?userId=' + producer.userId, producer);
    await get('/api/login/getroles?userId=' + producer.userId, producer);
    await flush();
    const own = (await get(`/api/simulator/getaudit?userId=${producer.userId}&${range}&next=1`)).json();
    expect(own.total).toBeGreaterThanOrEqual(2);
    expect(own.items).toHaveLength(1);
    expect(own.items[0]).toMatchObject({
      userId: producer.userId,
      cuit: '20172543597',
      producerUserId: null,
      name: expect.any(String),
    });
    const second = (await get(`/api/simulator/getaudit?userId=${producer.userId}&${range}&next=1&offset=1`)).json();
    expect(second.items[0].id).toBeLessThan(own.items[0].id);
  });

  it('records errors as logs without passwords, tokens or codes, exceptions apart', async () => {
    const secret = 'Zz9SecretoQueNoSeGuarda';
    await t.app.inject({
      method: 'POST',
      url: '/security/simulatorusers/login',
      payload: { Username: DEMO.simulator, Password: secret },
    });
    await t.app.inject({
      method: 'POST',
      url: '/security/account/resetpassword',
      payload: { Cuit: DEMO.producer, Password: secret, ConfirmPassword: secret, Code: 'CODIGO-SECRETO-1' },
    });
    await get(`/api/cartera/GetSomething?AccessToken=${secret}`, producer);
    await get(`/api/simulator/getaudit?userId=abc&${range}`);
    await flush();
    const logs = await t.database.db.select().from(auditLogs);
    const everything = JSON.stringify([logs, await t.database.db.select().from(auditActions)]);
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain('CODIGO-SECRETO-1');
    const signInLog = logs.find((l) => l.method === 'POST /security/simulatorusers/login');
    expect(signInLog).toMatchObject({
      exception: false,
      severity: 'Warning',
      logEvent: 'BusinessError',
      source: 'api',
      class: 'AppError',
    });
    expect(JSON.parse(signInLog!.parameters)).toEqual({ body: { Username: DEMO.simulator, Password: '[omitido]' } });
    const refused = (await get(`/api/simulator/getlogs?exception=false&userId=${sim.userId}&${range}`)).json();
    expect(refused.items.some((l: { logEvent: string }) => l.logEvent === 'ValidationError')).toBe(true);
    expect((await get(`/api/simulator/getlogs?exception=true&userId=${sim.userId}&${range}`)).json()).toEqual({
      total: 0,
      items: [],
    });
  });

  it('records each mail with its outbox id and the user it went to', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/security/account/forgotpassword',
      payload: { Cuit: DEMO.producer2, Application: 'Life' },
    });
    expect(res.statusCode).toBe(200);
    await flush();
    const messages = (await get(`/api/simulator/getcommunicationaudit?cuit=20334445551&${range}`)).json();
    expect(messages.total).toBe(1);
    expect(messages.items[0]).toMatchObject({
      cuit: '20334445551',
      userId: await userId(t.database, '20334445551'),
      typeString: 'Portal de Productores: restablecer contraseña',
      registerId: expect.any(Number),
    });
    expect(messages.items[0].to).toContain('@');
  });

  it('answers 403 to producers and administrators, and 401 without a session', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    for (const path of ['getaudit', 'getcommunicationaudit', 'getlogs?exception=true&']) {
      const url = `/api/simulator/${path}${path.endsWith('&') ? '' : '?'}${range}`;
      expect((await get(url, producer)).statusCode).toBe(403);
      expect((await get(url, admin)).statusCode).toBe(403);
      expect((await get(url, null)).statusCode).toBe(401);
    }
  });

  it('serves internal staff holding VerAuditoriaProductor, and a simulator without a producer', async () => {
    const staff = await signIn(t.app, DEMO.staff);
    expect((await get(`/api/simulator/getaudit?${range}`, staff)).statusCode).toBe(200);
    expect((await get(`/api/simulator/getcommunicationaudit?${range}`, staff)).statusCode).toBe(200);
    const bare = await signIn(t.app, DEMO.simulator);
    expect((await get(`/api/simulator/getaudit?${range}`, bare)).statusCode).toBe(200);
  });

  it('refuses malformed filters with 400', async () => {
    const bad = [
      'from=2026-01-01&to=01/31/2026',
      'from=02/30/2026&to=03/01/2026',
      'from=03/01/2026&to=02/01/2026',
      `${range}&cuit=20-17254359-0`,
      `${range}&userId=0x10`,
      `${range}&next=1000`,
      'to=01/01/2026',
    ];
    for (const q of bad) expect((await get(`/api/simulator/getaudit?${q}`)).statusCode).toBe(400);
    expect((await get(`/api/simulator/getlogs?${range}&exception=maybe`)).statusCode).toBe(400);
  });

  it('writes what is waiting when the app closes', async () => {
    const other = await createTestApp(driver);
    try {
      const s = await signIn(other.app, DEMO.producer);
      await other.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${s.userId}`, headers: s.auth });
      const db = other.database.db;
      expect(await db.select().from(auditActions)).toHaveLength(0);
      await other.app.close();
      expect((await db.select().from(auditActions)).map((a) => a.function)).toEqual(['GET /api/login/getroles']);
      expect((await db.select().from(auditMessages)).length).toBe(0);
    } finally {
      await other.dispose().catch(() => undefined);
    }
  });
});
