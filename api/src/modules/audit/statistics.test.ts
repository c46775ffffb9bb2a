import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';
import { periodStart } from './statistics';

describe('statistics periods (002 §3)', () => {
  it('starts today at 00:00 in Argentina, and 12 months back by default', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(periodStart(0, now).toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(periodStart(1, now).toISOString()).toBe('2026-11-17T03:00:00.000Z');
    expect(periodStart(5, now).toISOString()).toBe('2026-01-01T03:00:00.000Z');
    expect(periodStart(6, now).toISOString()).toBe('2025-11-23T03:00:00.000Z');
  });
});

describe.each(testDrivers())('statistics on %s', (driver) => {
  let t: TestApp;
  let sim: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    sim = await simulatorFor(t.app, t.database, DEMO.producer);
  });
  afterAll(() => t?.dispose());
  const get = (url: string, s: SignedIn | null = sim) => t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });
  const todayCount = async () =>
    ((await get('/api/Simulator/GetUltimosAccesos?period=0')).json() as { amount: number }[]).reduce(
      (a, r) => a + r.amount,
      0,
    );

  it('counts each new sign-in', async () => {
    const before = await todayCount();
    await signIn(t.app, DEMO.producer2);
    expect(await todayCount()).toBe(before + 1);
    const months = (await get('/api/Simulator/GetUltimosAccesos')).json();
    expect(months.at(-1).label).toMatch(/^\d{2}\/\d{4}$/);
  });

  it('lists the registered producers with their last sign-in', async () => {
    const rows = (await get('/api/Simulator/GetProductoresRegistrados')).json();
    expect(rows).toContainEqual({ cuit: '20334445551', nombre: expect.any(String), ultimoAcceso: expect.any(String) });
    expect(rows.every((r: { cuit: string }) => r.cuit !== '27301112225')).toBe(true);
  });

  it('groups registrations by day, month, year or week', async () => {
    const labels = async (format: number) =>
      (await get(`/api/Simulator/GetUsuariosRegistrados?period=6&format=${format}`))
        .json()
        .map((r: { label: string }) => r.label);
    expect((await labels(0))[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect((await labels(1))[0]).toMatch(/^\d{2}\/\d{4}$/);
    expect((await labels(2))[0]).toMatch(/^\d{4}$/);
    expect((await labels(3))[0]).toMatch(/^Semana \d{2}\/\d{4}$/);
  });

  it('counts the users of each module from the audit', async () => {
    await get('/api/login/GetAppVersion');
    await t.app.auditTrail?.flush();
    const rows = (await get('/api/Simulator/GetModulos?period=0')).json();
    expect(rows).toContainEqual({ modulo: 'Simuladores', periodo: 'Hoy', cantidad: 1 });
  });

  it('serves internal staff holding VerEstadisticas', async () => {
    const staff = await signIn(t.app, DEMO.staff);
    expect((await get('/api/Simulator/GetModulos?period=1', staff)).statusCode).toBe(200);
  });

  it('answers 403 to producers and administrators, 400 to periods and formats out of range', async () => {
    const producer = await signIn(t.app, DEMO.producer);
    const admin = await signIn(t.app, DEMO.admin);
    for (const url of [
      'GetProductoresRegistrados',
      'GetModulos?period=1',
      'GetUltimosAccesos?period=1',
      'GetUsuariosRegistrados?period=1&format=1',
    ]) {
      expect((await get(`/api/Simulator/${url}`, producer)).statusCode).toBe(403);
      expect((await get(`/api/Simulator/${url}`, admin)).statusCode).toBe(403);
    }
    for (const q of ['period=7', 'period=1e1', 'period=-1', 'format=4'])
      expect((await get(`/api/Simulator/GetUsuariosRegistrados?${q}`)).statusCode).toBe(400);
  });
});
