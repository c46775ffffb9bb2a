import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { debitRejections, invoiceRejections, policies, premiumDebts, producerCodes, producers } from '../../db/schema';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, type SignedIn, signIn } from '../../testing/session';
import { cutDateOf, periodOfDay } from './cut-date';
import { addDays, monthStart, seedCalendar } from '../../seed/calendar';

const page = { offset: 0, next: 10, sort: [], gridFilters: [] };
/** The seeded listings end with the period of the day the seed ran (the templates': today). */
const calendar = seedCalendar();
const PERIOD = periodOfDay(calendar.month);
/** The month whose debit every 5th policy had rejected (the middle one of the billed three), as DD/MM/YYYY bounds. */
const rejected = monthStart(calendar.invoiceMonth, -1);
const dmy = (day: string) => day.split('-').reverse().join('/');
const debtors = { ...page, vigencia: PERIOD };

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  const stream = new PassThrough();
  stream.end(body);
  await workbook.xlsx.read(stream);
  return workbook.worksheets[0];
}

type Row = Record<string, unknown>;

describe.each(testDrivers())('the collections area on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  let demoCodes: string[];
  let otherCodes: string[];
  beforeAll(async () => {
    t = await createTestApp(driver);
    [producer, other] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.producer2)];
    const codesOf = async (cuit: string) =>
      (
        await t.database.db
          .select({ code: producerCodes.code })
          .from(producerCodes)
          .innerJoin(producers, eq(producers.id, producerCodes.producerId))
          .where(eq(producers.cuit, cuit))
      ).map((r) => r.code);
    demoCodes = await codesOf('20172543597');
    otherCodes = await codesOf('20334445551');
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const post = (url: string, payload: object, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'POST', url, payload, headers: s ? s.auth : {} });
  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

  describe('POST api/rejection/', () => {
    it('answers a page of rejected debits, newest first, with the total and the sums of the money columns', async () => {
      const res = await post('/api/rejection/', page);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBeGreaterThan(100);
      expect(body.data).toHaveLength(10);
      const dates = body.data.map((r: Row) => r.rejectionDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      const all = (await post('/api/rejection/', { ...page, next: 500 })).json().data as Row[];
      const amount = Math.round(all.reduce((s, r) => s + (r.amount as number), 0) * 100) / 100;
      if (body.total <= 500) expect(body.sumarizeItems.amount.total).toBeCloseTo(amount, 2);
      expect(body.sumarizeItems.premium.total).toBeGreaterThan(0);
    });

    it('sums the last contribution amount over the whole search, as the other money columns (001 §4)', async () => {
      const body = (await post('/api/rejection/', page)).json();
      const [sums] = (
        (await t.database.db.execute(
          sql`select coalesce(sum(r.last_contribution_amount), 0)::float8 as last, count(*)::int as n from debit_rejections r join producers p on p.id = r.producer_id where p.cuit = '20172543597'`,
        )) as unknown as { rows: { last: number; n: number }[] }
      ).rows;
      expect(body.total).toBe(sums.n);
      expect(sums.last).toBeGreaterThan(0);
      expect(body.sumarizeItems.lastContributionAmount.total).toBeCloseTo(sums.last, 2);
      const [one] = body.data as Row[];
      const narrowed = (
        await post('/api/rejection/', { ...page, gridFilters: [{ field: 'id', operator: '=', value: one.id }] })
      ).json();
      expect(narrowed.sumarizeItems.lastContributionAmount.total).toBeCloseTo(
        (one.lastContributionAmount as number | null) ?? 0,
        2,
      );
    });

    it('masks card numbers and CBUs but for their last 4 digits', async () => {
      const rows = (await post('/api/rejection/', { ...page, next: 500 })).json().data as Row[];
      const cards = rows.filter((r) => r.creditCardNumber);
      const cbus = rows.filter((r) => r.cbu);
      expect(cards.length).toBeGreaterThan(0);
      expect(cbus.length).toBeGreaterThan(0);
      for (const r of cards) expect(r.creditCardNumber).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
      for (const r of cbus) expect(r.cbu).toMatch(/^\*{18}\d{4}$/);
      // A filter on the masked column cannot probe the hidden digits.
      const probe = await post('/api/rejection/', {
        ...page,
        gridFilters: [{ field: 'cbu', operator: 'startsWith', value: '0110' }],
      });
      expect(probe.json().total).toBe(0);
    });

    it('belongs to an invoice of the policy detail: each rejection is listed under its invoice', async () => {
      const [one] = (await post('/api/rejection/', { ...page, next: 1 })).json().data as Row[];
      const [row] = await t.database.db
        .select()
        .from(debitRejections)
        .where(eq(debitRejections.id, one.id as number));
      const listed = (await get(`/api/producer/GetRechazos?factura=${row.invoiceId}`)).json()[0].rechazos as Row[];
      expect(listed.map((r) => r.fechaMovimiento)).toContain(one.rejectionDate);
      const [original] = await t.database.db
        .select()
        .from(invoiceRejections)
        .where(eq(invoiceRejections.id, row.invoiceRejectionId));
      expect(original.cause).toBe(one.rejectionReasonDesc);
    });

    it('searches by the tabs: rejection dates, branch, product, policy, certificate, producer code', async () => {
      const dated = (
        await post('/api/rejection/', {
          ...page,
          next: 500,
          fechaDesde: dmy(rejected),
          fechaHasta: dmy(addDays(monthStart(rejected, 1), -1)),
        })
      ).json();
      expect(dated.total).toBeGreaterThan(0);
      expect(dated.data.every((r: Row) => String(r.rejectionDate).startsWith(rejected.slice(0, 7)))).toBe(true);
      const branch = (await post('/api/rejection/', { ...page, next: 500, ramo: '1' })).json();
      expect(branch.total).toBeGreaterThan(0);
      expect(branch.data.every((r: Row) => r.branchCode === '1')).toBe(true);
      const product = (await post('/api/rejection/', { ...page, next: 500, producto: 'VI01' })).json();
      expect(product.data.every((r: Row) => r.productCode === 'VI01')).toBe(true);
      const [one] = (await post('/api/rejection/', page)).json().data as Row[];
      const byPolicy = (
        await post('/api/rejection/', {
          ...page,
          next: 500,
          poliza: one.policyNumber,
          certificado: String(one.certificateNumber),
        })
      ).json();
      expect(byPolicy.total).toBeGreaterThan(0);
      expect(byPolicy.data.every((r: Row) => r.policyNumber === one.policyNumber)).toBe(true);
      const byCode = (await post('/api/rejection/', { ...page, next: 500, producerId: [one.producerId] })).json();
      expect(byCode.data.every((r: Row) => r.producerId === one.producerId)).toBe(true);
    });

    it('pages, sorts and filters by grid column', async () => {
      const first = (await post('/api/rejection/', page)).json();
      const second = (await post('/api/rejection/', { ...page, offset: 10 })).json();
      expect(second.data[0].id).not.toBe(first.data[0].id);
      const sorted = (await post('/api/rejection/', { ...page, sort: [{ field: 'amount', sort: 'asc' }] }))
        .json()
        .data.map((r: Row) => r.amount);
      expect([...sorted].sort((a, b) => a - b)).toEqual(sorted);
      const cards = (
        await post('/api/rejection/', {
          ...page,
          gridFilters: [{ field: 'paymentMethod', operator: 'equals', value: 'TARJETA DE CRÉDITO' }],
        })
      ).json();
      expect(cards.data.every((r: Row) => r.paymentMethod === 'TARJETA DE CRÉDITO')).toBe(true);
    });

    it('answers 400 in Spanish for bad input, never 500', async () => {
      const policy = await post('/api/rejection/', { ...page, poliza: '12a' });
      expect(policy.statusCode).toBe(400);
      expect(policy.json().issues[0]).toEqual({ path: 'poliza', message: 'Solo se admiten números' });
      expect((await post('/api/rejection/', { ...page, certificado: '1'.repeat(51) })).statusCode).toBe(400);
      expect((await post('/api/rejection/', { ...page, fechaDesde: '31/02/2026' })).json().issues[0].message).toBe(
        'La fecha ingresada es inválida',
      );
      const order = await post('/api/rejection/', { ...page, fechaDesde: '01/11/2026', fechaHasta: '01/10/2026' });
      expect(order.json().issues[0].message).toBe('La fecha desde no puede ser posterior a la fecha hasta');
      for (const offset of ['0x10', '1e1', '+5', ' 3 ', -1])
        expect((await post('/api/rejection/', { ...page, offset })).statusCode).toBe(400);
      expect((await post('/api/rejection/', { ...page, ramo: "1' or 1=1" })).statusCode).toBe(400);
      const column = await post('/api/rejection/', { ...page, sort: [{ field: 'card_last4', sort: 'asc' }] });
      expect(column.json().businessExceptions[0].message).toBe(messages.gridUnknownColumn('card_last4'));
      expect(
        (await post('/api/rejection/', { ...page, gridFilters: [{ field: 'amount', operator: '>', value: 'mucho' }] }))
          .statusCode,
      ).toBe(400);
      expect((await post('/api/rejection/', { ...page, producerId: 'X1001' })).statusCode).toBe(400);
    });

    it('answers 401 without a session and 403 without the permission', async () => {
      expect((await post('/api/rejection/', page, null)).statusCode).toBe(401);
      const admin = await signIn(t.app, DEMO.admin);
      expect((await post('/api/rejection/', page, admin)).statusCode).toBe(403);
    });

    it("gives the second producer nothing of the first one's", async () => {
      const own = (await post('/api/rejection/', { ...page, next: 500 }, other)).json();
      expect(own.total).toBeGreaterThan(0);
      expect(own.data.every((r: Row) => otherCodes.includes(r.producerId as string))).toBe(true);
      expect(own.data.every((r: Row) => Number(r.policyNumber) >= 90_000_000)).toBe(true);
      expect((await post('/api/rejection/', { ...page, producerId: [demoCodes[0]] }, other)).statusCode).toBe(403);
      const mine = (await post('/api/rejection/', page)).json().data[0];
      expect((await post('/api/rejection/', { ...page, poliza: mine.policyNumber }, other)).json().total).toBe(0);
    });
  });

  describe('POST api/rejection/export', () => {
    const columns = [
      { title: 'Asegurado', field: 'insured' },
      { title: 'Tarjeta', field: 'creditCardNumber' },
      { title: 'CBU', field: 'cbu' },
      { title: 'Importe', field: 'amount', displayFormat: 5, summarize: true },
      { title: 'Fecha de rechazo', field: 'rejectionDate', displayFormat: 4 },
    ];

    it('streams Rechazos.xlsx with every row of the search, masked card numbers and CBUs, and the total', async () => {
      const criteria = {
        producerId: [],
        fechaDesde: '01/08/2026',
        fechaHasta: '30/11/2026',
        sort: [],
        gridFilters: [],
      };
      const search = (await post('/api/rejection/', { ...criteria, offset: 0, next: 10 })).json();
      const res = await post('/api/rejection/export', {
        ...criteria,
        columns,
        filters: 'Fechas: 01/08/2026 - 30/11/2026',
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Rechazos.xlsx"');
      const sheet = await readXlsx(res.rawPayload);
      expect(sheet.getRow(1).getCell(1).value).toBe('Filtros aplicados: Fechas: 01/08/2026 - 30/11/2026');
      expect(sheet.getRow(2).getCell(1).value).toBe('Asegurado');
      // Filters, header, the rows, the totals row.
      expect(sheet.actualRowCount).toBe(search.total + 3);
      const cells = (col: number) =>
        Array.from({ length: search.total }, (_, i) => sheet.getRow(3 + i).getCell(col).value);
      const cards = cells(2).filter((v) => v !== '(SIN DATOS)');
      expect(cards.length).toBeGreaterThan(0);
      for (const c of cards) expect(c).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
      for (const c of cells(3).filter((v) => v !== '(SIN DATOS)')) expect(c).toMatch(/^\*{18}\d{4}$/);
      expect(sheet.getRow(3 + search.total).getCell(4).value).toBeCloseTo(search.sumarizeItems.amount.total, 2);
    });

    it('refuses an unknown column and another producer code before the first byte', async () => {
      const unknown = await post('/api/rejection/export', {
        producerId: [],
        columns: [{ title: 'x', field: 'card_last4' }],
      });
      expect(unknown.statusCode).toBe(400);
      expect((await post('/api/rejection/export', { producerId: [demoCodes[0]], columns }, other)).statusCode).toBe(
        403,
      );
      expect((await post('/api/rejection/export', { producerId: [], columns }, null)).statusCode).toBe(401);
    });
  });

  describe('POST api/debtors/', () => {
    it("answers the period's listing, oldest debt first, cut on the period's last business day, with labels and sums", async () => {
      const res = await post('/api/debtors/', debtors);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.cutDate).toBe(cutDateOf(PERIOD));
      expect(body.total).toBeGreaterThan(10);
      const days = body.data.map((r: Row) => r.daysExpiredAmount);
      expect([...days].sort((a, b) => b - a)).toEqual(days);
      expect(body.data.every((r: Row) => r.yearMonth === PERIOD && r.cutDate === cutDateOf(PERIOD))).toBe(true);
      expect(body.labels.Productos.VI01).toBe('VIDA INDIVIDUAL');
      expect(body.labels.Ramos['4']).toBe('RETIRO');
      for (const r of body.data as Row[]) {
        const buckets = ['toExpire', 'expired30Days', 'expired60Days', 'expired90Days', 'expiredMoreThan90Days'].reduce(
          (s, k) => s + (r[k] as number),
          0,
        );
        expect(buckets).toBeCloseTo(r.outstandingBalance as number, 2);
      }
    });

    it('spreads the debt over every aging bucket, and the seeded cut dates are the computed ones', async () => {
      const sums = (await post('/api/debtors/', debtors)).json().sumarizeItems;
      for (const bucket of ['toExpire', 'expired30Days', 'expired60Days', 'expired90Days', 'expiredMoreThan90Days'])
        expect(sums[bucket].total).toBeGreaterThan(0);
      const periods = (await t.database.db
        .selectDistinct({ ym: premiumDebts.yearMonth, cut: premiumDebts.cutDate })
        .from(premiumDebts)) as { ym: number; cut: string }[];
      expect(periods.length).toBe(12);
      for (const p of periods) expect(p.cut).toBe(cutDateOf(p.ym));
    });

    it("pays a search's count and sums once: a later page reads the first page's, a new first page counts again", async () => {
      const soon = { ...debtors, proximasAnularse: true };
      const first = (await post('/api/debtors/', soon)).json();
      const [moved] = await t.database.db
        .select({ id: premiumDebts.id, days: premiumDebts.daysExpired })
        .from(premiumDebts)
        .where(sql`${premiumDebts.yearMonth} = ${PERIOD} and ${premiumDebts.daysExpired} > 60`)
        .limit(1);
      await t.database.db.update(premiumDebts).set({ daysExpired: 0 }).where(eq(premiumDebts.id, moved.id));
      try {
        expect((await post('/api/debtors/', { ...soon, offset: 10 })).json().total).toBe(first.total);
        expect((await post('/api/debtors/', soon)).json().total).toBe(first.total - 1);
        expect((await post('/api/debtors/', { ...soon, offset: 10 })).json().sumarizeItems).toEqual(
          (await post('/api/debtors/', soon)).json().sumarizeItems,
        );
      } finally {
        await t.database.db.update(premiumDebts).set({ daysExpired: moved.days }).where(eq(premiumDebts.id, moved.id));
      }
    });

    it("'Ver sólo pólizas próximas a anularse' keeps only the debts over 60 days", async () => {
      const all = (await post('/api/debtors/', { ...debtors, next: 500 })).json();
      const soon = (await post('/api/debtors/', { ...debtors, next: 500, proximasAnularse: true })).json();
      expect(soon.total).toBeGreaterThan(0);
      expect(soon.total).toBeLessThan(all.total);
      expect(soon.data.every((r: Row) => (r.daysExpiredAmount as number) > 60)).toBe(true);
      expect(soon.total).toBe(all.data.filter((r: Row) => (r.daysExpiredAmount as number) > 60).length);
    });

    it('searches by branch, product, policy and certificate, and sorts and filters by grid column', async () => {
      const [one] = (await post('/api/debtors/', debtors)).json().data as Row[];
      const byPolicy = (
        await post('/api/debtors/', { ...debtors, poliza: one.policyNumber, certificado: one.certificateNumber })
      ).json();
      expect(byPolicy.data.map((r: Row) => r.id)).toEqual([one.id]);
      const branch = (await post('/api/debtors/', { ...debtors, next: 500, ramo: one.branchCode })).json();
      expect(branch.data.every((r: Row) => r.branchCode === one.branchCode)).toBe(true);
      const product = (await post('/api/debtors/', { ...debtors, next: 500, producto: one.productCode })).json();
      expect(product.data.every((r: Row) => r.productCode === one.productCode)).toBe(true);
      const sorted = (
        await post('/api/debtors/', { ...debtors, sort: [{ field: 'outstandingBalance', sort: 'desc' }] })
      )
        .json()
        .data.map((r: Row) => r.outstandingBalance);
      expect([...sorted].sort((a, b) => b - a)).toEqual(sorted);
      const usd = (
        await post('/api/debtors/', {
          ...debtors,
          gridFilters: [{ field: 'currency', operator: 'equals', value: 'USD' }],
        })
      ).json();
      expect(usd.data.every((r: Row) => r.currency === 'USD')).toBe(true);
    });

    it('answers 400 in Spanish for a period before August 2021 or after yesterday, and for bad fields', async () => {
      const early = await post('/api/debtors/', { ...debtors, vigencia: 202107 });
      expect(early.statusCode).toBe(400);
      expect(early.json().issues[0]).toEqual({ path: 'vigencia', message: 'El período es inválido' });
      const later = await post('/api/debtors/', { ...debtors, vigencia: 209912 });
      expect(later.statusCode).toBe(400);
      expect(later.json().businessExceptions[0].message).toBe('El período es inválido');
      expect((await post('/api/debtors/', { ...debtors, vigencia: 202613 })).statusCode).toBe(400);
      expect((await post('/api/debtors/', { ...page })).json().issues[0].path).toBe('vigencia');
      expect((await post('/api/debtors/', { ...debtors, poliza: '1-2' })).json().issues[0].message).toBe(
        'Solo se admiten números',
      );
      expect((await post('/api/debtors/', { ...debtors, proximasAnularse: 'sí' })).statusCode).toBe(400);
      expect((await post('/api/debtors/', { ...debtors, next: '1e1' })).statusCode).toBe(400);
    });

    it("gives the second producer nothing of the first one's, and refuses anonymous and unpermitted callers", async () => {
      const own = (await post('/api/debtors/', { ...debtors, next: 500 }, other)).json();
      expect(own.total).toBeGreaterThan(0);
      expect(own.data.every((r: Row) => otherCodes.includes(r.producerId as string))).toBe(true);
      expect((await post('/api/debtors/', { ...debtors, producerId: [demoCodes[0]] }, other)).statusCode).toBe(403);
      const mine = (await post('/api/debtors/', debtors)).json().data[0];
      expect((await post('/api/debtors/', { ...debtors, poliza: mine.policyNumber }, other)).json().total).toBe(0);
      expect((await post('/api/debtors/', debtors, null)).statusCode).toBe(401);
      expect((await post('/api/debtors/', debtors, await signIn(t.app, DEMO.admin))).statusCode).toBe(403);
    });
  });

  describe('POST api/debtors/export', () => {
    const columns = [
      { title: 'Póliza', field: 'policyNumber' },
      { title: 'Días vencidos', field: 'daysExpiredAmount', format: 1 },
      { title: 'Saldo', field: 'outstandingBalance', displayFormat: 5, summarize: true },
      { title: 'Fecha de corte', field: 'cutDate', displayFormat: 4 },
    ];

    it('streams Deudores.xlsx with the rows of the search and the sum of the balance', async () => {
      const search = (await post('/api/debtors/', { ...debtors, proximasAnularse: true })).json();
      const res = await post('/api/debtors/export', {
        producerId: [],
        vigencia: PERIOD,
        proximasAnularse: true,
        columns,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Deudores.xlsx"');
      const sheet = await readXlsx(res.rawPayload);
      expect(sheet.getRow(1).getCell(1).value).toBe('Póliza');
      expect(sheet.actualRowCount).toBe(search.total + 2);
      expect(sheet.getRow(2).getCell(1).value).toBe(search.data[0].policyNumber);
      expect(sheet.getRow(search.total + 2).getCell(3).value).toBeCloseTo(
        search.sumarizeItems.outstandingBalance.total,
        2,
      );
    });

    it('refuses another producer code, a bad period and an unknown column', async () => {
      expect(
        (await post('/api/debtors/export', { producerId: [demoCodes[0]], vigencia: PERIOD, columns }, other))
          .statusCode,
      ).toBe(403);
      expect((await post('/api/debtors/export', { producerId: [], vigencia: 202001, columns })).statusCode).toBe(400);
      expect(
        (
          await post('/api/debtors/export', {
            producerId: [],
            vigencia: PERIOD,
            columns: [{ title: 'x', field: 'policy_id' }],
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  it('seeds about one rejection and nearly two debtor lines a policy, from the portfolio', async () => {
    const [demo] = await t.database.db
      .select({ id: producers.id })
      .from(producers)
      .where(eq(producers.cuit, '20172543597'));
    const count = async (table: typeof debitRejections | typeof premiumDebts | typeof policies) =>
      Number(
        (
          (await t.database.db.execute(
            sql`select count(*) as n from ${table} where producer_id = ${demo.id}`,
          )) as unknown as { rows: { n: string }[] }
        ).rows[0].n,
      );
    const n = await count(policies);
    expect(await count(debitRejections)).toBeGreaterThanOrEqual(n);
    expect(await count(premiumDebts)).toBeGreaterThanOrEqual(n);
  });
});
