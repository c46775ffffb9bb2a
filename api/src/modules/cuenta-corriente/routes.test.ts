import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { count, eq, ne, sql, sum } from 'drizzle-orm';
import {
  commissionDetails,
  invoiceSubmissions,
  pendingCommissions,
  policies,
  producers,
  settlementMovements,
  settlementPayments,
  storedFiles,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, type SignedIn, signIn, simulatorFor } from '../../testing/session';
import { createMailer } from '../../lib/mailer';
import { messages } from '../../messages';
import { FolderFileStore } from '../../lib/storage';
import { databaseLimits } from '../../lib/sign-in-limits';
import { runScheduledReport } from '../jobs/scheduled-reports';
import { ccMessages } from './messages';
import { lastTwelvePeriods } from './enviofacturas';
import { addDays, monthStart, seedCalendar } from '../../seed/calendar';

/** The seeded current account ends with the month before the seeding day's (the templates': today). */
const lastDay = seedCalendar().lastAccountDay;
const settled = monthStart(lastDay);
const dmy = (day: string) => day.split('-').reverse().join('/');
const monthQuery = (day: string) => `month=${Number(day.slice(5, 7))}&year=${day.slice(0, 4)}`;

const page = { offset: 0, next: 10, sort: [], gridFilters: [] };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  const stream = new PassThrough();
  stream.end(body);
  await workbook.xlsx.read(stream);
  return workbook.worksheets[0];
}

function multipart(parts: { name: string; value?: string; file?: { name: string; content: Buffer } }[]) {
  const boundary = '----portal-test-boundary';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (p.file) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
      );
      chunks.push(p.file.content, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const money = (n: number) => Math.round(n * 100);

describe.each(testDrivers())('the current-account area on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  let filesDir: string;
  let otherLiq: number;
  let otherPago: number;
  let ownLiq: number;
  let ownPago: number;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cc-files-'));
    t = await createTestApp(driver, { config: { filesDir } });
    [producer, other] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.producer2)];
    const { db } = t.database;
    const [p2] = await db.select({ id: producers.id }).from(producers).where(eq(producers.cuit, '20334445551'));
    const records = await db.select().from(settlementPayments);
    const of = (mine: boolean, tipo: number) =>
      records.find((r) => (r.producerId === p2.id) !== mine && r.tipoRegistro === tipo)!.numero;
    [otherLiq, otherPago, ownLiq, ownPago] = [of(false, 2), of(false, 1), of(true, 2), of(true, 1)];
  });
  afterAll(async () => {
    await t?.dispose();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'POST', url, payload, headers: s ? s.auth : {} });
  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

  describe('the seed', () => {
    it('ties every commission to a policy of its producer and keeps the sums coherent', async () => {
      const { db } = t.database;
      const [foreign] = await db
        .select({ n: count() })
        .from(pendingCommissions)
        .innerJoin(policies, eq(policies.id, pendingCommissions.policyId))
        .where(ne(policies.producerId, pendingCommissions.producerId));
      expect(foreign.n).toBe(0);
      const details = await db.select().from(commissionDetails).limit(200);
      for (const d of details) {
        expect(money(d.comisionTotal)).toBe(
          money(Math.round(d.primaNeta * d.porcComisionPrima) / 100) +
            money(Math.round(d.excedente * d.porcComisionExcedente) / 100),
        );
      }
      const [liq] = await db.select().from(settlementPayments).where(eq(settlementPayments.numero, ownLiq));
      const [{ total }] = await db
        .select({ total: sum(commissionDetails.comisionTotal).mapWith(Number) })
        .from(commissionDetails)
        .where(eq(commissionDetails.settlementId, liq.id));
      expect(money(liq.comisionTotal)).toBe(money(total));
      const movements = await db.select().from(settlementMovements).limit(100);
      for (const m of movements)
        expect(money(m.commissionAmount)).toBe(money(Math.round(m.baseCalculation * m.percentage) / 100));
    });
  });

  describe('POST api/Settlement/ComisionesPendientes', () => {
    it("answers a page of the producer's pending commissions, newest first, by policy and by group", async () => {
      const res = await post('/api/Settlement/ComisionesPendientes', page);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(100);
      expect(body.data).toHaveLength(10);
      const dates = body.data.map((r: { fechaAplicacion: string }) => r.fechaAplicacion);
      expect([...dates].sort().reverse()).toEqual(dates);
      const one = body.data[0];
      expect(['Factura', 'Recibo']).toContain(one.endoso);
      const byPolicy = (await post('/api/Settlement/ComisionesPendientes', { ...page, poliza: one.poliza })).json();
      expect(byPolicy.data.map((r: { id: number }) => r.id)).toEqual([one.id]);
      const cartera = (await post('/api/portfolio/', { ...page, poliza: one.poliza })).json();
      expect(cartera.data[0].policyNumber).toBe(one.poliza);
      const byGroup = (await post('/api/Settlement/ComisionesPendientes', { ...page, grupo: 'grupo 2' })).json();
      expect(byGroup.data.every((r: { grupo: string }) => r.grupo === 'GRUPO 2')).toBe(true);
      const filtered = (
        await post('/api/Settlement/ComisionesPendientes', {
          ...page,
          gridFilters: [{ field: 'aporteExtraordinario', operator: 'is', value: true }],
        })
      ).json();
      expect(filtered.total).toBeGreaterThan(0);
      expect(filtered.data.every((r: { aporteExtraordinario: boolean }) => r.aporteExtraordinario)).toBe(true);
    });

    it('answers 400 for bad input and 401 / 403 without a session or the permission', async () => {
      expect(
        (await post('/api/Settlement/ComisionesPendientes', { ...page, poliza: '12a' })).json().issues[0].message,
      ).toBe('Solo se admiten números');
      expect((await post('/api/Settlement/ComisionesPendientes', { ...page, offset: '1e1' })).statusCode).toBe(400);
      expect(
        (await post('/api/Settlement/ComisionesPendientes', { ...page, sort: [{ field: 'producer_id', sort: 'asc' }] }))
          .statusCode,
      ).toBe(400);
      expect((await post('/api/Settlement/ComisionesPendientes', page, null)).statusCode).toBe(401);
      expect(
        (await post('/api/Settlement/ComisionesPendientes', page, await signIn(t.app, DEMO.admin))).statusCode,
      ).toBe(403);
    });

    it('exports ComisionesPendientes.xlsx with every matching row', async () => {
      const res = await post('/api/Settlement/ComisionesPendientes/Export', {
        ...page,
        columns: [
          { title: 'Póliza', field: 'poliza' },
          { title: 'Comisión total', field: 'comisionTotal', displayFormat: 5, summarize: true },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('ComisionesPendientes.xlsx');
      const sheet = await readXlsx(res.rawPayload);
      expect(sheet.getRow(1).getCell(1).value).toBe('Póliza');
      expect(sheet.rowCount).toBeGreaterThanOrEqual(101);
    });

    it("gives the second producer only its own, and refuses the first one's CUIT", async () => {
      const own = (await post('/api/Settlement/ComisionesPendientes', page, other)).json();
      expect(own.total).toBe(30);
      expect(
        (await post('/api/Settlement/ComisionesPendientes', { ...page, producerCuit: DEMO.producer }, other))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            '/api/Settlement/ComisionesPendientes/Export',
            { ...page, producerCuit: DEMO.producer, columns: [{ title: 'P', field: 'poliza' }] },
            other,
          )
        ).statusCode,
      ).toBe(403);
    });
  });

  describe('payments and settlements', () => {
    it('answers payments and settlements, newest first, with coherent figures', async () => {
      const body = (await post('/api/Settlement/PagosYLiquidaciones', { ...page, next: 50 })).json();
      expect(body.total).toBe(20);
      const tipos = new Set(body.data.map((r: { tipoRegistro: number }) => r.tipoRegistro));
      expect(tipos).toEqual(new Set([1, 2]));
      const pago = body.data.find((r: { tipoRegistro: number }) => r.tipoRegistro === 1);
      const [detail] = (await get(`/api/Settlement/DetallePago?pagoNro=${pago.numero}`)).json();
      expect(money(detail.ImportePagado)).toBe(money(pago.importePagado));
      expect(money(detail.ImportePagado)).toBe(
        money(detail.ImporteLiquidado) - money(pago.ganancias) - money(pago.ibOsMunicip),
      );
      const [settled] = (await get(`/api/Settlement/DetalleLiquidacion?LiqNro=${detail.LiquidacionNumero}`)).json();
      expect(settled.TotalBR).toBe(detail.ImporteLiquidado);
      const settlements = (
        await post('/api/Settlement/PagosYLiquidaciones', {
          ...page,
          gridFilters: [{ field: 'tipoRegistro', operator: '=', value: 2 }],
        })
      ).json();
      expect(settlements.total).toBe(10);
    });

    it('details a settlement: its invoice adds up, its commissions page, sort and filter', async () => {
      const [detail] = (await get(`/api/Settlement/DetalleLiquidacion?LiqNro=${ownLiq}`)).json();
      expect(money(detail.TotalBR)).toBe(money(detail.MontoNeto) + money(detail.IVA) + money(detail.Percepcion));
      const res = await post(
        `/api/Settlement/DetalleComision?LiqNro=${ownLiq}&offset=0&pageSize=10&sort=ComisionTotal&desc=true`,
        [],
      );
      expect(res.statusCode).toBe(200);
      const commissions = res.json();
      expect(commissions.total).toBe(100);
      const amounts = commissions.data.map((r: { ComisionTotal: number }) => r.ComisionTotal);
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      const filtered = (
        await post(`/api/Settlement/DetalleComision?LiqNro=${ownLiq}&pageSize=5`, [
          { field: 'Endoso', operator: 'equals', value: 'Recibo' },
        ])
      ).json();
      expect(filtered.total).toBe(33);
      expect(filtered.data.every((r: { Endoso: string }) => r.Endoso === 'Recibo')).toBe(true);
      expect((await post(`/api/Settlement/DetalleComision?LiqNro=0x10`, [])).statusCode).toBe(400);
    });

    it('pages the commissions of a settlement by each search’s own values when searches share their shape', async () => {
      const url = `/api/Settlement/DetalleComision?LiqNro=${ownLiq}&pageSize=100&sort=ComisionTotal&desc=true`;
      const all = (await post(url, [])).json().data as { ComisionTotal: number; Endoso: string }[];
      const amounts = all.map((r) => r.ComisionTotal).sort((a, b) => a - b);
      // The same filter shape with other values: each answer is its own values' rows, not the first's.
      for (const floor of [amounts[0] - 1, amounts[50], amounts[99]]) {
        const rows = (await post(url, [{ field: 'ComisionTotal', operator: '>=', value: floor }])).json().data as {
          ComisionTotal: number;
        }[];
        expect(rows.length).toBe(amounts.filter((a) => a >= floor).length);
      }
      for (const endoso of ['Recibo', 'recibo', 'Ninguno']) {
        const rows = (await post(url, [{ field: 'Endoso', operator: 'equals', value: endoso }])).json().data as {
          Endoso: string;
        }[];
        expect(rows.length).toBe(all.filter((r) => r.Endoso.toLowerCase() === endoso.toLowerCase()).length);
      }
      // A shape already run still has its values checked.
      expect((await post(url, [{ field: 'ComisionTotal', operator: '>=', value: 'mucho' }])).statusCode).toBe(400);
      expect(
        (
          await post(url, [
            { field: 'ComisionTotal', operator: '>=', value: 1 },
            { field: 'NoExiste', operator: '=', value: 1 },
          ])
        ).statusCode,
      ).toBe(400);
    });

    it('answers every shape of the commission grid, past those run from a named statement', async () => {
      // The first 32 shapes are named statements on PostgreSQL (db/prepared.ts), the rest run unnamed.
      const url = `/api/Settlement/DetalleComision?LiqNro=${ownLiq}&pageSize=100`;
      const all = (await post(url, [])).json().data as { ComisionTotal: number }[];
      const operators = ['=', '!=', '>', '>=', '<', '<='] as const;
      const fields = [
        'ComisionTotal',
        'PrimaNeta',
        'PremioCobrado',
        'PremioFacturado',
        'Excedente',
        'PorcComisionPrima',
        'PorcComisionExcedente',
      ];
      let shapes = 0;
      for (const field of fields)
        for (const operator of operators) {
          const res = await post(`${url}&sort=${field}&desc=${shapes % 2 === 0}`, [{ field, operator, value: 0 }]);
          expect(res.statusCode).toBe(200);
          shapes++;
        }
      expect(shapes).toBeGreaterThan(32);
      // A shape run first long ago still answers its own values.
      const positive = (await post(url, [{ field: 'ComisionTotal', operator: '>', value: 0 }])).json().data;
      expect(positive.length).toBe(all.filter((r) => r.ComisionTotal > 0).length);
    });

    it('exports each detail under its type name and the grid as PagosYLiquidaciones.xlsx', async () => {
      const commissions = await post('/api/Settlement/DetallePagoLiquidacion/Export?tipoPagoLiq=3', {
        numero: ownLiq,
        columns: [{ title: 'Póliza', field: 'NumeroPoliza' }],
      });
      expect(commissions.headers['content-disposition']).toContain('DetalleComision.xlsx');
      expect((await readXlsx(commissions.rawPayload)).rowCount).toBe(101);
      const settlement = await post('/api/Settlement/DetallePagoLiquidacion/Export?tipoPagoLiq=1', {
        numero: ownLiq,
        columns: [{ title: 'Total', field: 'TotalBR', displayFormat: 5 }],
      });
      expect(settlement.headers['content-disposition']).toContain('DetalleLiquidacion.xlsx');
      const payment = await post('/api/Settlement/DetallePagoLiquidacion/Export?tipoPagoLiq=2', {
        numero: ownPago,
        columns: [{ title: 'Pagado', field: 'ImportePagado', displayFormat: 5 }],
      });
      expect(payment.headers['content-disposition']).toContain('DetallePago.xlsx');
      expect(typeof (await readXlsx(payment.rawPayload)).getRow(2).getCell(1).value).toBe('number');
      const grid = await post('/api/Settlement/PagosYLiquidaciones/Export', {
        ...page,
        columns: [{ title: 'Número', field: 'numero' }],
      });
      expect(grid.headers['content-disposition']).toContain('PagosYLiquidaciones.xlsx');
      expect((await readXlsx(grid.rawPayload)).rowCount).toBe(21);
    });

    it('answers the payment certificates as PDFs named by type, number and Certificado', async () => {
      const res = await get(
        `/api/Settlement/CertificadoPago?cuit=${DEMO.producer}&numeroPago=${ownPago}&tipoCertificado=1`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`Ganancias_${ownPago}_Certificado.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const iibb = await get(
        `/api/Settlement/CertificadoPago?cuit=${DEMO.producer}&numeroPago=${ownPago}&tipoCertificado=2`,
      );
      expect(iibb.headers['content-disposition']).toContain(`IIBBObraSocialMunicipal_${ownPago}_Certificado.pdf`);
      expect(
        (await get(`/api/Settlement/CertificadoPago?cuit=${DEMO.producer}&numeroPago=${ownPago}&tipoCertificado=3`))
          .statusCode,
      ).toBe(400);
    });

    it("gives the second producer none of the first one's payments, settlements or details", async () => {
      expect((await post('/api/Settlement/PagosYLiquidaciones', page, other)).json().total).toBe(6);
      expect(
        (await post('/api/Settlement/PagosYLiquidaciones', { ...page, producerCuit: DEMO.producer }, other)).statusCode,
      ).toBe(403);
      expect(
        (
          await post(
            '/api/Settlement/PagosYLiquidaciones/Export',
            { ...page, producerCuit: DEMO.producer, columns: [{ title: 'N', field: 'numero' }] },
            other,
          )
        ).statusCode,
      ).toBe(403);
      expect((await get(`/api/Settlement/DetalleLiquidacion?LiqNro=${ownLiq}`, other)).statusCode).toBe(403);
      expect((await get(`/api/Settlement/DetallePago?pagoNro=${ownPago}`, other)).statusCode).toBe(403);
      expect((await post(`/api/Settlement/DetalleComision?LiqNro=${ownLiq}`, [], other)).statusCode).toBe(403);
      expect(
        (
          await post(
            '/api/Settlement/DetallePagoLiquidacion/Export?tipoPagoLiq=3',
            { numero: ownLiq, columns: [{ title: 'P', field: 'NumeroPoliza' }] },
            other,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await get(
            `/api/Settlement/CertificadoPago?cuit=${DEMO.producer}&numeroPago=${ownPago}&tipoCertificado=1`,
            other,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await get(
            `/api/Settlement/CertificadoPago?cuit=${DEMO.producer2}&numeroPago=${ownPago}&tipoCertificado=1`,
            other,
          )
        ).statusCode,
      ).toBe(403);
      // And the first producer none of the second one's.
      expect((await get(`/api/Settlement/DetalleLiquidacion?LiqNro=${otherLiq}`)).statusCode).toBe(403);
      expect((await get(`/api/Settlement/DetallePago?pagoNro=${otherPago}`)).statusCode).toBe(403);
    });
  });

  describe('concepts to invoice', () => {
    const cuit = encodeURIComponent(DEMO.producer);
    it('answers the summary by section and a page by period and section, whose totals add up', async () => {
      const res = await post(`/api/Settlement/Conceptos?cuit=${cuit}`, page);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.resumen.map((r: { rubro: number }) => r.rubro)).toEqual([1, 2, 3, 4]);
      for (const r of body.resumen) expect(money(r.totalBR)).toBe(money(r.monto) + money(r.iva) + money(r.percepcion));
      expect(body.total).toBe(96);
      const row = body.data[0];
      const detail = (
        await get(`/api/settlement/ConceptoPorRubro?Rubro=${row.rubro}&cuit=${cuit}&periodo=${row.periodo}`)
      ).json();
      expect(detail).toHaveLength(3);
      expect(detail.reduce((s: number, d: { totalBR: number }) => s + money(d.totalBR), 0)).toBe(money(row.totalBR));
      const sorted = (
        await post(`/api/Settlement/Conceptos?cuit=${cuit}`, {
          ...page,
          sort: [{ field: 'totalBR', sort: 'asc' }],
          gridFilters: [{ field: 'rubro', operator: '=', value: 4 }],
        })
      ).json();
      expect(sorted.total).toBe(24);
      const totals = sorted.data.map((r: { totalBR: number }) => r.totalBR);
      expect([...totals].sort((a, b) => a - b)).toEqual(totals);
      const big = (
        await post(`/api/Settlement/Conceptos?cuit=${cuit}`, {
          ...page,
          gridFilters: [{ field: 'totalBR', operator: '>', value: 100000 }],
        })
      ).json();
      expect(big.total).toBeGreaterThan(0);
      expect(big.data.every((r: { totalBR: number }) => r.totalBR > 100000)).toBe(true);
    });

    it('exports Conceptos.xlsx', async () => {
      const res = await post('/api/Settlement/Conceptos/Export', {
        ...page,
        producerCuit: DEMO.producer,
        filters: null,
        columns: JSON.stringify([
          { title: 'Período', field: 'periodo' },
          { title: 'Total', field: 'totalBR', displayFormat: 5 },
        ]),
      });
      expect(res.headers['content-disposition']).toContain('Conceptos.xlsx');
      expect((await readXlsx(res.rawPayload)).rowCount).toBe(97);
    });

    it("refuses the first producer's CUIT to the second one and bad sections", async () => {
      expect((await post(`/api/Settlement/Conceptos?cuit=${cuit}`, page, other)).statusCode).toBe(403);
      expect((await get(`/api/settlement/ConceptoPorRubro?Rubro=1&cuit=${cuit}`, other)).statusCode).toBe(403);
      expect(
        (
          await post(
            '/api/Settlement/Conceptos/Export',
            { ...page, producerCuit: DEMO.producer, columns: [{ title: 'P', field: 'periodo' }] },
            other,
          )
        ).statusCode,
      ).toBe(403);
      expect((await get(`/api/settlement/ConceptoPorRubro?Rubro=5&cuit=${cuit}`)).statusCode).toBe(400);
      expect((await post(`/api/Settlement/Conceptos?cuit=abc`, page)).statusCode).toBe(400);
    });
  });

  describe('settlement by movement', () => {
    const criteria = {
      ...page,
      producerId: ['X1001', 'X1002', '2001', '2002'],
      fechaDesde: dmy(settled),
      fechaHasta: dmy(lastDay),
    };
    it('searches the chosen producers in the month, with the sums of the money columns', async () => {
      const res = await post('/api/settlement/', criteria);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBeGreaterThan(0);
      expect(body.data.every((r: { imputationDate: string }) => r.imputationDate.startsWith(settled.slice(0, 7)))).toBe(
        true,
      );
      const all = (await post('/api/settlement/', { ...criteria, next: 500 })).json();
      const sum = all.data.reduce((s: number, r: { commissionAmount: number }) => s + money(r.commissionAmount), 0);
      expect(money(body.sumarizeItems.commissionAmount.total)).toBe(sum);
      const one = body.data[0];
      const byPolicy = (
        await post('/api/settlement/', {
          ...criteria,
          poliza: one.policyId,
          certificado: String(one.certificateNumber),
        })
      ).json();
      expect(byPolicy.data[0].id).toBe(one.id);
      const byDni = (await post('/api/settlement/', { ...criteria, dni: one.recruiterDni })).json();
      expect(byDni.data.every((r: { recruiterDni: string }) => r.recruiterDni === one.recruiterDni)).toBe(true);
      const byBranch = (await post('/api/settlement/', { ...criteria, ramo: one.branchCode })).json();
      expect(byBranch.data.every((r: { branchCode: string }) => r.branchCode === one.branchCode)).toBe(true);
    });

    it("filters a number column with the grid's number operator '=' and a coded column's 'is' / 'not'", async () => {
      const search = async (gridFilters: object[], url = '/api/settlement/', body: object = criteria) => {
        const res = await post(url, { ...body, next: 500, gridFilters });
        expect(res.statusCode).toBe(200);
        return res.json() as { total: number; data: Record<string, unknown>[] };
      };
      const all = (await search([])).data;
      const percentage = all[0].percentage;
      const equal = await search([{ field: 'percentage', operator: '=', value: percentage }]);
      expect(equal.total).toBe(all.filter((r) => r.percentage === percentage).length);
      expect(equal.total).toBeGreaterThan(0);
      expect((await search([{ field: 'percentage', operator: 'is', value: percentage }])).total).toBe(equal.total);
      expect((await search([{ field: 'percentage', operator: 'not', value: percentage }])).total).toBe(
        all.length - equal.total,
      );
      const settlements = await search(
        [{ field: 'tipoRegistro', operator: 'is', value: 2 }],
        '/api/Settlement/PagosYLiquidaciones',
        page,
      );
      expect(settlements.total).toBe(10);
      expect(settlements.data.every((r) => r.tipoRegistro === 2)).toBe(true);
    });

    it('counts and sums each search by its own values when searches share their shape', async () => {
      // Same criteria shape (a range of dates), other months: each count and sum is its own month's.
      const totals: number[] = [];
      for (const [fechaDesde, fechaHasta] of [
        ['01/09/2026', '30/09/2026'],
        ['01/10/2026', '31/10/2026'],
        ['01/01/2020', '31/01/2020'],
      ]) {
        const body = (await post('/api/settlement/', { ...criteria, fechaDesde, fechaHasta, next: 500 })).json();
        expect(body.total).toBe(body.data.length);
        totals.push(body.total);
        const sum = body.data.reduce((s: number, r: { commissionAmount: number }) => s + money(r.commissionAmount), 0);
        expect(money(body.sumarizeItems.commissionAmount.total ?? 0)).toBe(sum);
      }
      expect(totals[0]).toBeGreaterThan(0);
      expect(totals[1]).toBeGreaterThan(0);
      expect(totals[0]).not.toBe(totals[1]);
      expect(totals[2]).toBe(0);
    });

    it("says a producer must be chosen first, checks the fields' rules, and exports Liquidacion.xlsx", async () => {
      const none = await post('/api/settlement/', { ...criteria, producerId: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().businessExceptions[0].message).toBe(
        'Primero debés elegir un productor de la selección de Productores',
      );
      expect((await post('/api/settlement/', { ...criteria, nombre: 'Ana1' })).json().issues[0].message).toBe(
        'Solo se admiten letras, espacios y guiones',
      );
      expect((await post('/api/settlement/', { ...criteria, dni: '123456789' })).statusCode).toBe(400);
      expect((await post('/api/settlement/', { ...criteria, fechaDesde: '31/02/2026' })).json().issues[0].message).toBe(
        'La fecha ingresada es inválida',
      );
      const res = await post('/api/settlement/export', {
        ...criteria,
        columns: [
          { title: 'Póliza', field: 'policyId' },
          { title: 'Comisión', field: 'commissionAmount', displayFormat: 5, summarize: true },
        ],
      });
      expect(res.headers['content-disposition']).toContain('Liquidacion.xlsx');
      const total = (await post('/api/settlement/', criteria)).json().total;
      expect((await readXlsx(res.rawPayload)).rowCount).toBe(total + 2);
    });

    it("'Programar envío' for the report 'Settlement': the saved schedule's sending mails Liquidacion with its rows", async () => {
      const schedule = {
        UrlApi: 'settlement',
        UserId: producer.userId,
        Period: 1,
        Enabled: true,
        Executions: [{ Day: 1, Hour: 9 }],
        Filters: {
          ProducerIds: ['X1001'],
          Ramo: null,
          Producto: null,
          Dias: null,
          FechaDesde: '01/10/2026',
          FechaHasta: '31/10/2026',
          Poliza: null,
          Certificado: null,
          Cores: ['VT'],
        },
      };
      expect((await post('/api/scheduler/SaveReportScheduler', schedule)).statusCode).toBe(200);
      const saved = (await t.database.db.execute(
        sql`select id from report_schedules where user_id = ${producer.userId} and url_api = 'settlement'`,
      )) as unknown as { rows: { id: number }[] };
      const ctx = {
        database: t.database,
        mailer: createMailer({ from: 'test@portal.local', log: t.app.log }),
        tokens: undefined as never,
        limits: databaseLimits(t.database.db),
        config: { publicUrl: 'http://localhost:8080', signInMaxFailuresPerAddress: 300 },
      };
      expect(
        await runScheduledReport(
          ctx,
          new FolderFileStore(filesDir),
          { scheduleId: saved.rows[0].id, day: 1 },
          t.app.log,
        ),
      ).toBe('sent');
      const mail = await lastMailTo(t.database, 'productor@demo.com.ar');
      expect(mail.subject).toBe(messages.scheduledReportSubject('Liquidación según movimiento CtaCte'));
      const expected = (await post('/api/settlement/', { ...criteria, producerId: ['X1001'] })).json().total;
      expect(mail.text).toContain(`(${expected} movimientos)`);
      expect(mail.attachments[0]).toMatch(/^Liquidacion_\d{4}-\d{2}-\d{2}\.xlsx$/);
    });

    it('answers each search by its own values when searches share their shape (statements kept per shape)', async () => {
      const months = [monthStart(settled, -1), settled].map((m) => ({
        ...criteria,
        fechaDesde: dmy(m),
        fechaHasta: dmy(addDays(m, 27)),
        next: 500,
      }));
      const [september, october] = await Promise.all(
        months.map(async (c) => (await post('/api/settlement/', c)).json()),
      );
      expect(september.data.length).toBeGreaterThan(0);
      expect(
        september.data.every((r: { imputationDate: string }) =>
          r.imputationDate.startsWith(monthStart(settled, -1).slice(0, 7)),
        ),
      ).toBe(true);
      expect(
        october.data.every((r: { imputationDate: string }) => r.imputationDate.startsWith(settled.slice(0, 7))),
      ).toBe(true);
      const oneCode = (await post('/api/settlement/', { ...months[1], producerId: ['X1002'] })).json();
      expect(oneCode.data.length).toBeLessThan(october.data.length);
    });

    it("refuses the first producer's codes to the second one", async () => {
      expect((await post('/api/settlement/', criteria, other)).statusCode).toBe(403);
      // One of its own codes among them does not open the others.
      expect((await post('/api/settlement/', { ...criteria, producerId: ['X3001', 'X1001'] }, other)).statusCode).toBe(
        403,
      );
      expect((await post('/api/settlement/', { ...criteria, producerId: ['X1001', 'X3001'] })).statusCode).toBe(403);
      expect(
        (await post('/api/settlement/export', { ...criteria, columns: [{ title: 'P', field: 'policyId' }] }, other))
          .statusCode,
      ).toBe(403);
      expect((await post('/api/settlement/', { ...criteria, producerId: ['X3001'] }, other)).statusCode).toBe(200);
    });
  });

  describe('withholding certificates', () => {
    const filter = (code: string, from: string, to: string) =>
      encodeURIComponent(
        `ProducerId eq '${code}' and Source eq 'VT' and ImputationDate ge ${from} and ImputationDate le ${to}`,
      );
    it('finds settled entries of a month with the OData filter and downloads the certificate', async () => {
      const res = await get(`/api/settlement?$filter=${filter('X1001', settled, lastDay)}`);
      expect(res.statusCode).toBe(200);
      const entries = res.json();
      expect(entries.some((e: { estado: number }) => e.estado === 1)).toBe(true);
      expect(
        entries.every((e: { Source: string; ProducerId: string }) => e.Source === 'VT' && e.ProducerId === 'X1001'),
      ).toBe(true);
      const pdf = await get(`/api/settlement/CertificadoRetencion?${monthQuery(settled)}&intermed=X1001`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('finds nothing for a month without entries and refuses its certificate with the message', async () => {
      expect((await get(`/api/settlement?$filter=${filter('X1001', '2022-07-01', '2022-07-31')}`)).json()).toEqual([]);
      const res = await get('/api/settlement/CertificadoRetencion?month=7&year=2022&intermed=X1001');
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(ccMessages.withholdingContact);
      // A month just before the seeded two years of movements (none of it is settled).
      expect(
        (await get(`/api/settlement/CertificadoRetencion?${monthQuery(addDays(lastDay, -750))}&intermed=X1001`))
          .statusCode,
      ).toBe(400);
      expect(
        (await get(`/api/settlement?$filter=${encodeURIComponent("ProducerId eq 'X1001'; drop table x")}`)).statusCode,
      ).toBe(400);
    });

    it("gives the second producer none of the first one's entries or certificates", async () => {
      expect((await get(`/api/settlement?$filter=${filter('X1001', settled, lastDay)}`, other)).statusCode).toBe(403);
      expect(
        (await get(`/api/settlement/CertificadoRetencion?${monthQuery(settled)}&intermed=X1001`, other)).statusCode,
      ).toBe(403);
    });
  });

  describe('invoices', () => {
    const [period] = lastTwelvePeriods();
    const year = Math.floor(period / 100);
    const month = period % 100;
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const range = `fechaDesde=${year}-${String(month).padStart(2, '0')}-01&fechaHasta=${year}-${String(month).padStart(2, '0')}-${last}`;

    const upload = (files: { name: string; content: Buffer }[], s: SignedIn = producer) => {
      const form = multipart(files.map((f) => ({ name: 'File', file: f })));
      return t.app.inject({
        method: 'POST',
        url: '/api/invoice/upload',
        payload: form.payload,
        headers: { ...s.auth, ...form.headers },
      });
    };

    it('answers the amount per branch and the summary, and sends an invoice with its files and a mail', async () => {
      const summary = (
        await get(`/api/invoice/GetResumenInvoiceAmount?idProductor=${producer.userId}&${range}`)
      ).json();
      expect(summary.Resumen.map((r: { IdRama: number }) => r.IdRama)).toEqual([1, 2, 3]);
      const vida = summary.Resumen.find((r: { IdRama: number }) => r.IdRama === 2);
      const amount = (
        await get(`/api/invoice/GetInvoiceAmount?idRama=2&idProductor=${producer.userId}&${range}`)
      ).json();
      expect(amount).toBe(vida.Importe);
      expect(amount).toBeGreaterThan(0);
      expect(vida.ImporteString).toMatch(/^\$ [\d.]+,\d{2}$/);

      const uploaded = await upload([{ name: 'factura.pdf', content: PDF }]);
      expect(uploaded.statusCode).toBe(200);
      const fileId = uploaded.json().files[0].id;
      const item = {
        UserId: producer.userId,
        Month: period,
        Company: 'VT',
        Department: 2,
        Amount: amount,
        InvoiceNumber: '0003-00001234',
        Files: [fileId],
      };
      const wrongAmount = await post('/api/invoice/send', { Invoices: [{ ...item, Amount: amount + 1 }] });
      expect(wrongAmount.statusCode).toBe(400);
      expect(wrongAmount.json().businessExceptions[0]).toEqual({
        message: ccMessages.invoiceAmount,
        title: ccMessages.documentErrorTitle,
      });
      expect(
        (await post('/api/invoice/send', { Invoices: [{ ...item, InvoiceNumber: '12a' }] })).json().issues[0].message,
      ).toBe('El valor ingresado es incorrecto. Solo se admiten guiones medios, espacios, barras / y números');
      expect((await post('/api/invoice/send', { Invoices: [] })).json().issues[0].message).toBe(ccMessages.invoiceSend);
      const sent = await post('/api/invoice/send', { Invoices: [item] });
      expect(sent.json()).toMatchObject({ success: true, message: 'Los documentos se han enviado satisfactoriamente' });
      const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      expect(file).toMatchObject({ entity: 'Factura', fileName: 'factura.pdf', userId: producer.userId });
      const mail = await lastMailTo(t.database, producer.body.email as string);
      expect(mail.subject).toBe('Envío de facturas');
      expect(mail.text).toContain('factura.pdf');
      expect(mail.text).toContain('Vida y Sepelio');
      // A file is sent once.
      expect((await post('/api/invoice/send', { Invoices: [item] })).statusCode).toBe(400);
    });

    it("gives the second producer none of the first one's amounts, and never sends for the first one or with its files", async () => {
      expect(
        (await get(`/api/invoice/GetInvoiceAmount?idRama=2&idProductor=${producer.userId}&${range}`, other)).statusCode,
      ).toBe(403);
      expect(
        (await get(`/api/invoice/GetResumenInvoiceAmount?idProductor=${producer.userId}&${range}`, other)).statusCode,
      ).toBe(403);
      const fileId = (await upload([{ name: 'propia.pdf', content: PDF }])).json().files[0].id;
      const amount = (
        await get(`/api/invoice/GetInvoiceAmount?idRama=2&idProductor=${other.userId}&${range}`, other)
      ).json();
      const item = {
        UserId: other.userId,
        Month: period,
        Company: 'VT',
        Department: 2,
        Amount: amount,
        Files: [fileId],
      };
      expect(
        (await post('/api/invoice/send', { Invoices: [{ ...item, UserId: producer.userId }] }, other)).statusCode,
      ).toBe(403);
      const foreignFiles = await post('/api/invoice/send', { Invoices: [item] }, other);
      expect(foreignFiles.statusCode).toBe(400);
      expect(foreignFiles.json().businessExceptions[0].message).toBe(ccMessages.invoiceFiles);
      const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      expect(file.entity).not.toBe('Factura');
    });

    it("gives a direct-payment producer's sign-in and simulation its pending invoices: one per month and department settled and not invoiced", async () => {
      const periods = lastTwelvePeriods();
      const rangeOf = (p: number) => {
        const [y, m] = [Math.floor(p / 100), String(p % 100).padStart(2, '0')];
        return `fechaDesde=${y}-${m}-01&fechaHasta=${y}-${m}-${new Date(Date.UTC(y, p % 100, 0)).getUTCDate()}`;
      };
      // What the send form would take: the summary's departments with an amount, less those already invoiced.
      const pendingNow = async () => {
        const sent = new Set(
          (await t.database.db.select().from(invoiceSubmissions)).map((i) => `${i.month}:${i.department}`),
        );
        const pending: { month: number; department: number; amount: number }[] = [];
        for (const month of periods) {
          const { Resumen } = (
            await get(`/api/invoice/GetResumenInvoiceAmount?idProductor=${producer.userId}&${rangeOf(month)}`)
          ).json();
          for (const r of Resumen as { IdRama: number; Importe: number }[])
            if (r.Importe > 0 && !sent.has(`${month}:${r.IdRama}`))
              pending.push({ month, department: r.IdRama, amount: r.Importe });
        }
        return pending;
      };
      const sysData = async () => (await signIn(t.app, DEMO.producer)).body.sysData as Record<string, unknown>;

      const before = await pendingNow();
      expect(before.length).toBeGreaterThan(0);
      expect(await sysData()).toEqual({
        descripcionTipoDePago: 'Pago directo',
        cantidadFacturasPendientes: before.length,
        cantidadFacturasPendientesPermitidas: 3,
        emails: ['productor@demo.com.ar'],
      });

      const [next] = before;
      const fileId = (await upload([{ name: 'pendiente.pdf', content: PDF }])).json().files[0].id;
      const item = {
        UserId: producer.userId,
        Month: next.month,
        Company: next.department === 1 ? 'RVT' : 'VT',
        Department: next.department,
        Amount: next.amount,
        Files: [fileId],
      };
      expect((await post('/api/invoice/send', { Invoices: [item] })).statusCode).toBe(200);
      expect((await sysData()).cantidadFacturasPendientes).toBe(before.length - 1);

      const simulator = await simulatorFor(t.app, t.database, DEMO.producer);
      const simulate = (cuit: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/simulator/simulateproducer',
          headers: simulator.auth,
          payload: { Cuit: cuit, UserId: simulator.userId },
        });
      expect((await simulate(DEMO.producer)).json().sysData).toMatchObject({
        descripcionTipoDePago: 'Pago directo',
        cantidadFacturasPendientes: before.length - 1,
        cantidadFacturasPendientesPermitidas: 3,
      });

      // The second producer is not paid directly: no counts.
      const none = {
        descripcionTipoDePago: null,
        cantidadFacturasPendientes: 0,
        cantidadFacturasPendientesPermitidas: 0,
      };
      expect(other.body.sysData).toMatchObject(none);
      expect((await simulate(DEMO.producer2)).json().sysData).toMatchObject(none);
    });

    it('refuses files that are not pdf, jpg or png by their content, and more than 20, leaving nothing behind', async () => {
      const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
      const fake = await upload([{ name: 'factura.pdf', content: Buffer.from('MZ not a pdf') }]);
      expect(fake.statusCode).toBe(400);
      expect(fake.json().businessExceptions[0].message).toBe(ccMessages.fileType('factura.pdf'));
      const mixed = await upload([
        { name: 'a.pdf', content: PDF },
        { name: 'b.exe', content: Buffer.from('MZ') },
      ]);
      expect(mixed.statusCode).toBe(400);
      const many = await upload(Array.from({ length: 21 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF })));
      expect(many.statusCode).toBe(400);
      const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
      expect(after[0].n).toBe(before[0].n);
    });

    it('stores files through the generic repository for an allowed entity only', async () => {
      const form = (entity: string, entityId = '') =>
        multipart([
          { name: 'Entity', value: entity },
          { name: 'EntityId', value: entityId },
          { name: 'User', value: String(producer.userId) },
          { name: 'FileName[]', value: 'constancia.pdf' },
          { name: 'File[]', file: { name: 'x.pdf', content: PDF } },
        ]);
      const send = (f: ReturnType<typeof multipart>, s: SignedIn = producer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/FileRepository/Upload',
          payload: f.payload,
          headers: { ...s.auth, ...f.headers },
        });
      const ok = await send(form('FacturaPendiente'));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().files[0].fileName).toBe('constancia.pdf');
      const refused = await send(form('Usuarios'));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([expect.objectContaining({ path: 'Entity' })]);
      const [submission] = await t.database.db.select({ id: invoiceSubmissions.id }).from(invoiceSubmissions).limit(1);
      expect((await send(form('Factura', String(submission.id)))).statusCode).toBe(200);
      expect((await send(form('Factura', String(submission.id)), other)).statusCode).toBe(403);
      expect((await send(form('Factura', '1e1'))).statusCode).toBe(400);
    });

    it("gives the second producer none of the first one's amounts, and refuses its files", async () => {
      expect(
        (await get(`/api/invoice/GetInvoiceAmount?idRama=2&idProductor=${producer.userId}&${range}`, other)).statusCode,
      ).toBe(403);
      expect(
        (await get(`/api/invoice/GetResumenInvoiceAmount?idProductor=${producer.userId}&${range}`, other)).statusCode,
      ).toBe(403);
      const uploaded = (await upload([{ name: 'mia.pdf', content: PDF }])).json().files[0].id;
      const res = await post(
        '/api/invoice/send',
        {
          Invoices: [
            { UserId: other.userId, Month: period, Company: 'VT', Department: 2, Amount: 1, Files: [uploaded] },
          ],
        },
        other,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(ccMessages.invoiceFiles);
      expect(
        (
          await post(
            '/api/invoice/send',
            {
              Invoices: [
                { UserId: producer.userId, Month: period, Company: 'VT', Department: 2, Amount: 1, Files: [uploaded] },
              ],
            },
            other,
          )
        ).statusCode,
      ).toBe(403);
      const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, uploaded));
      expect(row.entity).toBe('FacturaPendiente');
    });
  });
});
