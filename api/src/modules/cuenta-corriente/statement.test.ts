import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql, sum } from 'drizzle-orm';
import { migrationsFolder } from '../../db/migrate';
import { concepts, permissions, producers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { pdfText } from '../../testing/pdf-text';
import { DEMO, type SignedIn, signIn, simulatorFor } from '../../testing/session';
import { messages } from '../../messages';
import { monthStart, seedCalendar } from '../../seed/calendar';
import { statementTexts } from './statement';

/** The seeded current account ends with the month before the seeding day's. */
const lastDay = seedCalendar().lastAccountDay;
const periodOf = (day: string) => Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));
const shift = (periodo: number, months: number) => {
  const d = new Date(Date.UTC(Math.floor(periodo / 100), (periodo % 100) - 1 + months, 1));
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
};
const cents = (n: number) => Math.round(n * 100);
const sumCents = (list: number[]) => list.reduce((s, n) => s + cents(n), 0);

interface Line {
  fecha: string;
  tipo: string;
  importe: number;
  saldo: number;
  origen: { tipoRegistro: number | null; numero: number | null; periodo: number | null };
}
interface Statement {
  periodo: number;
  desde: string;
  hasta: string;
  saldoInicial: number;
  saldoFinal: number;
  lineas: Line[];
  totales: Record<string, number>;
  productor: { cuit: string; nombre: string };
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  const stream = new PassThrough();
  stream.end(body);
  await workbook.xlsx.read(stream);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}

describe.each(testDrivers())('the statement of account on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  const previous = periodOf(monthStart(lastDay));
  // Twelve months of seeded account, the last one the month before the seeding day's.
  const months = Array.from({ length: 12 }, (_, i) => shift(previous, i - 11));
  const statements = new Map<number, Statement>();

  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    for (const periodo of [...months, shift(previous, 1)]) statements.set(periodo, (await statement(periodo)).json());
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });
  const statement = (periodo: number, s: SignedIn | null = producer, cuit: string = DEMO.producer, path = '') =>
    get(`/api/Settlement/EstadoDeCuenta${path}?cuit=${cuit}&periodo=${periodo}`, s);

  /** /pagos-liquidaciones' rows of a month and record type, through its own call. */
  async function paymentsScreen(periodo: number, tipoRegistro: number) {
    const { desde, hasta } = statements.get(periodo)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Settlement/PagosYLiquidaciones',
      headers: producer.auth,
      payload: {
        offset: 0,
        next: 500,
        sort: [],
        gridFilters: [
          { field: 'fecha', operator: 'onOrAfter', value: desde },
          { field: 'fecha', operator: 'onOrBefore', value: hasta },
          { field: 'tipoRegistro', operator: '=', value: tipoRegistro },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      numero: number;
      comisionNeto: number;
      ivA21: number;
      ivA3: number;
      importePagado: number;
      ganancias: number;
      ibOsMunicip: number;
    }[];
  }

  it('runs the balance line by line from the opening to the closing balance, in date order', () => {
    for (const s of statements.values()) {
      let balance = cents(s.saldoInicial);
      for (const line of s.lineas) {
        balance += cents(line.importe);
        expect(cents(line.saldo)).toBe(balance);
        expect(line.fecha >= s.desde && line.fecha <= s.hasta).toBe(true);
      }
      expect(cents(s.saldoFinal)).toBe(balance);
      expect([...s.lineas.map((l) => l.fecha)]).toEqual(s.lineas.map((l) => l.fecha).sort());
      expect(cents(s.totales.creditos) - cents(s.totales.debitos)).toBe(cents(s.saldoFinal) - cents(s.saldoInicial));
    }
  });

  it("closes each of 12 months with the next month's opening balance", () => {
    for (const periodo of months)
      expect(statements.get(periodo)!.saldoFinal).toBe(statements.get(shift(periodo, 1))!.saldoInicial);
    // The seed's months have movements: the statement is not trivially empty.
    expect(months.every((p) => statements.get(p)!.lineas.length > 0)).toBe(true);
  });

  it('settles the commissions /pagos-liquidaciones settles, and pays what it pays, month by month', async () => {
    let settlementsSeen = 0;
    let paymentsSeen = 0;
    for (const periodo of months) {
      const s = statements.get(periodo)!;
      const [settlements, payments] = [await paymentsScreen(periodo, 2), await paymentsScreen(periodo, 1)];
      const lines = (tipo: string) => s.lineas.filter((l) => l.tipo === tipo);
      expect(sumCents(lines('comision').map((l) => l.importe))).toBe(sumCents(settlements.map((r) => r.comisionNeto)));
      expect(
        lines('comision')
          .map((l) => l.origen.numero)
          .sort(),
      ).toEqual(settlements.map((r) => r.numero).sort());
      expect(sumCents(lines('iva').map((l) => l.importe))).toBe(
        sumCents(settlements.flatMap((r) => [r.ivA21, r.ivA3])),
      );
      expect(sumCents(lines('pago').map((l) => l.importe)) + sumCents(payments.map((r) => r.importePagado))).toBe(0);
      expect(
        lines('pago')
          .map((l) => l.origen.numero)
          .sort(),
      ).toEqual(payments.map((r) => r.numero).sort());
      const withheld = [...lines('retencionGanancias'), ...lines('retencionIibb')];
      expect(
        sumCents(withheld.map((l) => l.importe)) + sumCents(payments.flatMap((r) => [r.ganancias, r.ibOsMunicip])),
      ).toBe(0);
      expect(cents(s.totales.comisiones)).toBe(sumCents(settlements.map((r) => r.comisionNeto)));
      expect(cents(s.totales.pagos) + sumCents(payments.map((r) => r.importePagado))).toBe(0);
      settlementsSeen += settlements.length;
      paymentsSeen += payments.length;
    }
    expect(settlementsSeen).toBeGreaterThan(0);
    expect(paymentsSeen).toBeGreaterThan(0);
  });

  it("lists the adjustments and chargebacks /conceptos-a-facturar shows in section 'Ajustes'", async () => {
    let chargebacks = 0;
    for (const periodo of months) {
      const res = await get(`/api/Settlement/ConceptoPorRubro?Rubro=4&cuit=${DEMO.producer}&periodo=${periodo}`);
      expect(res.statusCode).toBe(200);
      const shown = (res.json() as { totalBR: number; fecha: string }[]).filter((c) => periodOf(c.fecha) === periodo);
      const lines = statements.get(periodo)!.lineas.filter((l) => l.tipo === 'ajuste');
      expect(sumCents(lines.map((l) => l.importe))).toBe(sumCents(shown.map((c) => c.totalBR)));
      expect(lines).toHaveLength(shown.length);
      chargebacks += lines.filter((l) => l.importe < 0).length;
    }
    expect(chargebacks).toBeGreaterThan(0);
  });

  it('owes the producer only the adjustments once every settlement is paid', async () => {
    const { db } = t.database;
    const [p] = await db.select({ id: producers.id }).from(producers).where(eq(producers.cuit, '20172543597'));
    const [adjusted] = await db
      .select({ total: sum(concepts.totalBR).mapWith(Number) })
      .from(concepts)
      .where(and(eq(concepts.producerId, p.id), eq(concepts.rubro, 4)));
    // The last settlement is paid five days into the month after it: by that month's end all are.
    expect(cents(statements.get(shift(previous, 1))!.saldoFinal)).toBe(cents(adjusted.total));
  });

  it("reads the Gestor's represented producer and the simulator's chosen one, and nobody else's", async () => {
    const own = (await statement(previous)).json();
    const gestor = await signIn(t.app, DEMO.gestor);
    expect((await statement(previous, gestor)).json()).toEqual(own);
    const simulator = await simulatorFor(t.app, t.database, DEMO.producer);
    expect((await statement(previous, simulator)).json()).toEqual(own);

    const other = await signIn(t.app, DEMO.producer2);
    const staff = await signIn(t.app, DEMO.staff);
    for (const path of ['', '/Pdf', '/Export']) {
      const foreign = await statement(previous, other, DEMO.producer, path);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().businessExceptions[0].message).toBe(messages.forbidden);
      expect((await statement(previous, staff, DEMO.producer, path)).statusCode).toBe(403);
      expect((await statement(previous, null, DEMO.producer, path)).statusCode).toBe(401);
    }
    // The second producer's own statement is theirs: none of the first one's settlements.
    const theirs: Statement = (await statement(previous, other, DEMO.producer2)).json();
    const ours = new Set(own.lineas.map((l: Line) => l.origen.numero).filter(Boolean));
    expect(theirs.lineas.filter((l) => ours.has(l.origen.numero))).toEqual([]);
  });

  it("gives 'EstadoCuenta' to a database seeded before it, as a producer permission (migration 0021)", async () => {
    const { db } = t.database;
    await db.delete(permissions).where(eq(permissions.name, 'EstadoCuenta'));
    const migration = fs.readFileSync(path.join(migrationsFolder, '0021_estado_cuenta_permission.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
    expect(await db.select().from(permissions).where(eq(permissions.name, 'EstadoCuenta'))).toEqual([
      { name: 'EstadoCuenta', scope: 'producer' },
    ]);
  });

  it('refuses a month that is not one, in Spanish', async () => {
    for (const periodo of ['202613', '202600', 'abc', '']) {
      const res = await get(`/api/Settlement/EstadoDeCuenta?cuit=${DEMO.producer}&periodo=${periodo}`);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json())).toContain('El período es inválido');
    }
  });

  it('prints the statement as a PDF for an accountant: company, producer, period, lines, totals and page numbers', async () => {
    const res = await statement(previous, producer, DEMO.producer, '/Pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['content-disposition']).toContain(`EstadoDeCuenta_${previous}.pdf`);
    const text = pdfText(res.rawPayload);
    const s = statements.get(previous)!;
    for (const expected of [
      'Compañía de Seguros de Vida y Generales S.A.',
      'Estado de cuenta',
      s.productor.nombre,
      s.productor.cuit,
      statementTexts.opening,
      statementTexts.closing,
      'Totales del período',
      'Página 1 de',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(statementTexts.settlement(s.lineas.find((l) => l.tipo === 'comision')!.origen.numero!));
  });

  it('exports the same lines as a workbook, between the opening and closing balances', async () => {
    const res = await statement(previous, producer, DEMO.producer, '/Export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`EstadoDeCuenta_${previous}.xlsx`);
    const rows = await readXlsx(res.rawPayload);
    const s = statements.get(previous)!;
    const header = rows.findIndex((r) => r[0] === 'Fecha');
    expect(rows[header]).toEqual(['Fecha', 'Concepto', 'Comprobante', 'Créditos', 'Débitos', 'Saldo']);
    const body = rows.slice(header + 1);
    expect(body).toHaveLength(s.lineas.length + 2);
    expect(body[0][1]).toBe(statementTexts.opening);
    expect(body[0][5]).toBe(s.saldoInicial);
    expect(body.at(-1)![1]).toBe(statementTexts.closing);
    expect(body.at(-1)![5]).toBe(s.saldoFinal);
    expect(body.slice(1, -1).map((r) => r[5])).toEqual(s.lineas.map((l) => l.saldo));
  });
});
