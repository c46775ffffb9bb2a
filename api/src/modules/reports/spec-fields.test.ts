import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../testing/app';
import { DEMO, type SignedIn, signIn } from '../../testing/session';
import { addDays, monthStart, seedCalendar } from '../../seed/calendar';
import { periodOfDay } from '../cobranzas/cut-date';

/**
 * Issue 38 §2: a client following the spec (001 §3) finds every field the spec names for a report's row in
 * the rows its search answers, and may ask for each of them as a column of the report's export.
 */

const calendar = seedCalendar();
const settled = monthStart(calendar.lastAccountDay);
const dmy = (day: string) => day.split('-').reverse().join('/');
const grid = { offset: 0, next: 50, sort: [], gridFilters: [] };

const REPORTS: {
  name: string;
  search: string;
  query?: string;
  export: string;
  body: object;
  rows: (answer: unknown) => Record<string, unknown>[];
  fields: string[];
}[] = [
  {
    name: 'portfolio (Portfolio row)',
    search: '/api/portfolio/',
    export: '/api/portfolio/export',
    body: grid,
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields:
      'id, policyNumber, certificateNumber, policyType, showCertificados, showAsegurados, core, plan_Codigo, producto_Codigo_VT, poliza_Numero_FRMT, facturacion_Tipo, productDescription, plan_Descripcion, recruiterName, recruiterDni, producerId, producerDescription, premium, reward, currency, issueDate, status, lastStatusDate, lastBilledPeriod, paymentMethod, startDate, endDate, sysDate, branchDescription'.split(
        ', ',
      ),
  },
  {
    name: 'pending commissions (Pending commission row)',
    search: '/api/Settlement/ComisionesPendientes',
    export: '/api/Settlement/ComisionesPendientes/Export',
    body: { ...grid, producerCuit: DEMO.producer },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields:
      'primaNeta, premioCobrado, poliza, asegurado, grupo, certificado, endoso, descripcion, producto, jurisdiccion, fechaAplicacion, comisionTotal, comisionBruto, aporteExtraordinario'.split(
        ', ',
      ),
  },
  {
    name: 'payments and settlements (Payments and settlements row)',
    search: '/api/Settlement/PagosYLiquidaciones',
    export: '/api/Settlement/PagosYLiquidaciones/Export',
    body: { ...grid, producerCuit: DEMO.producer },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields:
      'numero, fecha, tipoRegistro, referencia, tipoPago, importePagado, comisionTotal, comisionNeto, ivA3, ivA21, ibOsMunicip, ganancias, cuit'.split(
        ', ',
      ),
  },
  {
    name: 'concepts to invoice (Concept detail)',
    search: '/api/Settlement/Conceptos',
    query: `?cuit=${DEMO.producer}`,
    export: '/api/Settlement/Conceptos/Export',
    body: { ...grid, producerCuit: DEMO.producer },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields: 'fecha, periodo, rubro, rubroDescripcion, concepto, percepcion, totalBR, monto, iva'.split(', '),
  },
  {
    name: 'settlement by movement (Settlement result row)',
    search: '/api/settlement/',
    export: '/api/settlement/export',
    body: {
      ...grid,
      producerId: ['X1001', 'X1002', '2001', '2002'],
      fechaDesde: dmy(settled),
      fechaHasta: dmy(calendar.lastAccountDay),
    },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields:
      'policyId, branchCode, branchDescription, recruiterName, recruiterDni, productCode, productDescription, certificateNumber, commissionAmount, percentage, currency, premiumSupplement, baseCalculation, producerDescription, imputationDate, startDate, referenceNumber'.split(
        ', ',
      ),
  },
  {
    name: 'debtors (Debtor row)',
    search: '/api/debtors/',
    export: '/api/debtors/export',
    body: { ...grid, producerId: [], vigencia: periodOfDay(addDays(calendar.today, -1)) },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    // {hash} is the spec's placeholder for a generated key, not a field.
    fields:
      'recruiterName, expirationDate, daysExpiredAmount, outstandingBalance, expired30Days, expired60Days, expired90Days, toExpire, productCode, productDescription, branchCode, branchDescription, reference, policyNumber, certificateNumber, receiptNumber, paymentMethod, recruiterDni, producerId, producerDescription, issueDate, startDate, endDate, reward, premium, cutDate, initCertificateDate, initAnnuityDate, lastPaymentDate, currency, changeFactor, stateCertificate, yearMonth'.split(
        ', ',
      ),
  },
  {
    name: 'rejections (Rejection result row)',
    search: '/api/rejection/',
    export: '/api/rejection/export',
    body: { ...grid, producerId: [] },
    rows: (a) => (a as { data: Record<string, unknown>[] }).data,
    fields:
      'insured, rejectionReasonCode, rejectionReasonDesc, currency, amount, policyNumber, certificateNumber, productCode, productDescription, producerId, producerName, paymentMethod, creditCardNumber, cbu, premium, emissionDate, startDate, endDate, branchCode, branchDescription, reference, insuredDocType, insuredDocNumber, settlement, receiptCharged, receiptRejected, lastContributionDate, lastContributionAmount, policyBalance, company, rejectionDate'.split(
        ', ',
      ),
  },
];

async function headerOf(body: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  const stream = new PassThrough();
  stream.end(body);
  await workbook.xlsx.read(stream);
  const values: string[] = [];
  // The header is the first row whose cells are all column titles (an export may start with its filters line).
  workbook.worksheets[0].eachRow((row) => values.push(...(row.values as unknown[]).map(String)));
  return values;
}

describe('the fields 001 §3 names for each report row (pglite)', () => {
  let t: TestApp;
  let producer: SignedIn;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(() => t?.dispose());

  describe.each(REPORTS)('$name', (report) => {
    it('are in every row its search answers', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: report.search + (report.query ?? ''),
        payload: report.body,
        headers: producer.auth,
      });
      expect(res.statusCode).toBe(200);
      const rows = report.rows(res.json());
      expect(rows.length).toBeGreaterThan(0);
      const missing = report.fields.filter((f) => !rows.every((r) => Object.hasOwn(r, f)));
      expect(missing).toEqual([]);
    });

    it('are each accepted as a column of its export, titled in the XLSX header', async () => {
      const columns = report.fields.map((field) => ({ title: `Columna ${field}`, field }));
      const refused: string[] = [];
      for (const column of columns) {
        const res = await t.app.inject({
          method: 'POST',
          url: report.export,
          payload: { ...report.body, columns: [column] },
          headers: producer.auth,
        });
        if (res.statusCode !== 200) refused.push(column.field);
      }
      expect(refused).toEqual([]);
      const res = await t.app.inject({
        method: 'POST',
        url: report.export,
        payload: { ...report.body, columns },
        headers: producer.auth,
      });
      expect(res.statusCode).toBe(200);
      const header = await headerOf(res.rawPayload);
      expect(columns.filter((c) => !header.includes(c.title)).map((c) => c.field)).toEqual([]);
    });
  });
});
