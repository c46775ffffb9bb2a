import { eq, sql } from 'drizzle-orm';
import { dashboardFigures, pendingCommissions, producers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, type SignedIn, signIn, simulatorFor } from '../../testing/session';
import { todayInArgentina } from '../../lib/time-zone';
import { lastDebtorPeriod } from '../cobranzas/service';
import { periodBefore, refreshStaleFigures } from './service';

const page = { offset: 0, next: 10, sort: [], gridFilters: [] };
const dmy = (day: string) => day.split('-').reverse().join('/');

describe.each(testDrivers())('the producer dashboard on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const post = (url: string, payload: object, s: SignedIn = producer) =>
    t.app.inject({ method: 'POST', url, payload, headers: s.auth });
  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });
  const figuresOf = async (s: SignedIn = producer) => {
    const res = await get('/api/dashboard', s);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers each figure as the grid it links to totals the same search', async () => {
    const figures = await figuresOf();
    const inForce = (await post('/api/portfolio/totales', { ...page, producerId: [], estado: 0 })).json();
    expect(figures.policies).toEqual({
      count: inForce.total,
      premium: inForce.sumarizeItems.Premium.total,
      premiumUsd: inForce.sumarizeItems.PremiumUSD.total,
    });
    expect(figures.policies.count).toBeGreaterThan(0);

    const pending = (
      await post('/api/Settlement/ComisionesPendientes', { ...page, producerCuit: '20172543597', next: 100 })
    ).json();
    expect(figures.pendingCommissions.count).toBe(pending.total);
    const pendingTotal = pending.data.reduce((s: number, r: { comisionTotal: number }) => s + r.comisionTotal, 0);
    if (pending.total <= 100) expect(figures.pendingCommissions.total).toBeCloseTo(pendingTotal, 2);

    const payments = (
      await post('/api/Settlement/PagosYLiquidaciones', { ...page, producerCuit: '20172543597', next: 50 })
    ).json();
    const newest = payments.data.find((r: { tipoRegistro: number }) => r.tipoRegistro === 2);
    expect(figures.lastSettlement).toEqual({
      latest: { numero: newest.numero, fecha: newest.fecha, amount: newest.comisionTotal },
    });

    const period = lastDebtorPeriod();
    const debtors = (await post('/api/debtors/', { ...page, vigencia: period })).json();
    expect(figures.debt).toEqual({
      period,
      upTo30: debtors.sumarizeItems.expired30Days.total,
      upTo60: debtors.sumarizeItems.expired60Days.total,
      upTo90: debtors.sumarizeItems.expired90Days.total,
      over90: debtors.sumarizeItems.expiredMoreThan90Days.total,
      total: debtors.sumarizeItems.outstandingBalance.total,
    });
    const expiring = (await post('/api/debtors/', { ...page, vigencia: period, proximasAnularse: true })).json();
    expect(figures.aboutToBeCancelled).toEqual({ period, count: expiring.total });

    const today = todayInArgentina();
    const from = `${today.slice(0, 8)}01`;
    expect(figures.rejections).toMatchObject({ from, to: today });
    const rejections = (
      await post('/api/rejection/', { ...page, fechaDesde: dmy(from), fechaHasta: dmy(today) })
    ).json();
    expect(figures.rejections).toMatchObject({
      count: rejections.total,
      amount: rejections.sumarizeItems.amount.total,
    });
  });

  it("answers each producer's own newest settlement from the stored row too, not another producer's", async () => {
    // The first visit computes the figures; the later ones read the stored row and its settlement in one statement.
    for (const s of [producer, await signIn(t.app, DEMO.producer2)]) {
      const payments = (await post('/api/Settlement/PagosYLiquidaciones', { ...page, next: 50 }, s)).json();
      const newest = payments.data.find((r: { tipoRegistro: number }) => r.tipoRegistro === 2);
      const latest = { numero: newest.numero, fecha: newest.fecha, amount: newest.comisionTotal };
      expect((await figuresOf(s)).lastSettlement).toEqual({ latest });
      expect((await figuresOf(s)).lastSettlement).toEqual({ latest });
    }
  });

  it('charts the settled commissions of the last 12 months against the same months a year before', async () => {
    const { settledByMonth } = await figuresOf();
    const thisMonth = Number(todayInArgentina().slice(0, 4)) * 100 + Number(todayInArgentina().slice(5, 7));
    expect(settledByMonth.map((m: { period: number }) => m.period)).toEqual(
      Array.from({ length: 12 }, (_, i) => periodBefore(thisMonth, 11 - i)),
    );
    const { rows } = (await t.database.db.execute(
      sql`select (extract(year from s.fecha) * 100 + extract(month from s.fecha))::int as period, sum(s.comision_total)::float8 as amount
          from settlement_payments s join producers p on p.id = s.producer_id
          where p.cuit = '20172543597' and s.tipo_registro = 2 group by 1`,
    )) as unknown as { rows: { period: number; amount: number }[] };
    const settled = new Map(rows.map((r) => [Number(r.period), r.amount]));
    for (const m of settledByMonth) {
      expect(m.amount).toBeCloseTo(settled.get(m.period) ?? 0, 2);
      expect(m.previousYear).toBeCloseTo(settled.get(periodBefore(m.period, 12)) ?? 0, 2);
    }
    expect(settledByMonth.some((m: { amount: number }) => m.amount > 0)).toBe(true);
  });

  it("shows the Gestor the represented producer's figures and a simulator the chosen producer's", async () => {
    const own = await figuresOf();
    expect(await figuresOf(await signIn(t.app, DEMO.gestor))).toEqual(own);
    expect(await figuresOf(await simulatorFor(t.app, t.database, DEMO.producer))).toEqual(own);
  });

  it("gives the second producer its own figures and refuses another producer's CUIT or a session without a producer", async () => {
    const other = await signIn(t.app, DEMO.producer2);
    const theirs = await figuresOf(other);
    const own = await figuresOf();
    expect(theirs.policies).not.toEqual(own.policies);
    expect((await get('/api/dashboard?producerCuit=20-33444555-1')).statusCode).toBe(403);
    expect((await get('/api/dashboard?producerCuit=20172543597')).statusCode).toBe(200);
    expect((await get('/api/dashboard?producerCuit=20172543597', other)).statusCode).toBe(403);
    expect((await get('/api/dashboard?producerCuit=x')).statusCode).toBe(400);
    expect((await get('/api/dashboard', await signIn(t.app, DEMO.staff))).statusCode).toBe(403);
    expect((await get('/api/dashboard', null)).statusCode).toBe(401);
  });

  it('answers the stored figures until the data changes, then answers them and refreshes them behind the answer', async () => {
    const before = await figuresOf();
    expect((await figuresOf()).refreshedAt).toBe(before.refreshedAt);
    const [demo] = await t.database.db
      .select({ id: producers.id })
      .from(producers)
      .where(eq(producers.cuit, '20172543597'));
    const [row] = await t.database.db
      .select()
      .from(pendingCommissions)
      .where(eq(pendingCommissions.producerId, demo.id))
      .limit(1);
    await t.database.db
      .update(pendingCommissions)
      .set({ comisionTotal: row.comisionTotal + 1000 })
      .where(eq(pendingCommissions.id, row.id));
    // The stale row is the answer (no aggregation in the request), with the time it was computed.
    const stale = await figuresOf();
    expect(stale.refreshedAt).toBe(before.refreshedAt);
    expect(stale.pendingCommissions.total).toBe(before.pendingCommissions.total);
    // Its refresh ran behind it: a later visit finds the new figures.
    let after = stale;
    for (let i = 0; i < 100 && after.refreshedAt === before.refreshedAt; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = await figuresOf();
    }
    expect(after.pendingCommissions.total).toBeCloseTo(before.pendingCommissions.total + 1000, 2);
    expect(after.refreshedAt > before.refreshedAt).toBe(true);
    await t.database.db
      .update(pendingCommissions)
      .set({ comisionTotal: row.comisionTotal })
      .where(eq(pendingCommissions.id, row.id));
    await refreshStaleFigures(t.database.db);
  });

  it("lets the job refresh every stored producer's stale figures, and leaves fresh ones alone", async () => {
    await figuresOf();
    await refreshStaleFigures(t.database.db);
    expect(await refreshStaleFigures(t.database.db)).toBe(0);
    await t.database.db.update(dashboardFigures).set({ day: '2000-01-01' });
    const stale = (await t.database.db.select().from(dashboardFigures)).length;
    expect(stale).toBeGreaterThan(0);
    expect(await refreshStaleFigures(t.database.db)).toBe(stale);
    const rows = await t.database.db.select({ day: dashboardFigures.day }).from(dashboardFigures);
    expect(rows.every((r) => r.day === todayInArgentina())).toBe(true);
  });
});
