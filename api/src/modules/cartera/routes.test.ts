import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { payrolls, policies, policyInvoices, producers, storedFiles } from '../../db/schema';
import { createMailer } from '../../lib/mailer';
import { FolderFileStore } from '../../lib/storage';
import { databaseLimits } from '../../lib/sign-in-limits';
import { runScheduledReport } from '../jobs/scheduled-reports';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, lastMailTo, type SignedIn, signIn } from '../../testing/session';
import { debtFree as requestDebtFree, rubric as requestRubric } from './service';
import { monthStart, seedCalendar } from '../../seed/calendar';
import { periodOfDay } from '../cobranzas/cut-date';

const page = { offset: 0, next: 10, sort: [], gridFilters: [] };

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  const stream = new PassThrough();
  stream.end(body);
  await workbook.xlsx.read(stream);
  return workbook.worksheets[0];
}

describe.each(testDrivers())('the portfolio area on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  let otherPolicyId: number;
  let otherInvoiceId: number;
  let otherKey: string;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    t = await createTestApp(driver, { config: { filesDir }, jobs: true });
    [producer, other] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.producer2)];
    const [p2] = await t.database.db
      .select({ id: producers.id })
      .from(producers)
      .where(eq(producers.cuit, '20334445551'));
    const [policy] = await t.database.db.select().from(policies).where(eq(policies.producerId, p2.id)).limit(1);
    otherPolicyId = policy.id;
    otherKey = policy.agreBaseKey;
    const [invoice] = await t.database.db
      .select()
      .from(policyInvoices)
      .where(eq(policyInvoices.policyId, policy.id))
      .limit(1);
    otherInvoiceId = invoice.id;
  });
  afterAll(async () => {
    await t?.dispose();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: object, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'POST', url, payload, headers: s ? s.auth : {} });
  const get = (url: string, s: SignedIn | null = producer) =>
    t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });

  describe('POST api/portfolio/', () => {
    it("answers a page of the producer's policies, newest first, with the total and the labels", async () => {
      const res = await post('/api/portfolio/', page);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.total).toBe(100);
      expect(body.data).toHaveLength(10);
      const dates = body.data.map((r: { issueDate: string }) => r.issueDate);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(body.labels.Estados).toMatchObject({ 0: 'VIGENTE', 4: 'ANULADA' });
      expect(body.labels.Productos.VI01).toBe('VIDA INDIVIDUAL');
      expect(new Set(body.data.map((r: { core: string }) => r.core))).toEqual(new Set(['VT', 'EOS']));
    });

    it("pays a search's count once: a later page reads the first page's count, a new first page counts again", async () => {
      const eos = { ...page, gridFilters: [{ field: 'core', operator: 'equals', value: 'EOS' }] };
      expect((await post('/api/portfolio/', eos)).json().total).toBe(25);
      const [moved] = await t.database.db
        .select({ id: policies.id })
        .from(policies)
        .where(eq(policies.core, 'EOS'))
        .limit(1);
      await t.database.db.update(policies).set({ core: 'VT' }).where(eq(policies.id, moved.id));
      try {
        expect((await post('/api/portfolio/', { ...eos, offset: 10 })).json().total).toBe(25);
        expect((await post('/api/portfolio/', eos)).json().total).toBe(24);
        expect((await post('/api/portfolio/', { ...eos, offset: 10 })).json().total).toBe(24);
      } finally {
        await t.database.db.update(policies).set({ core: 'EOS' }).where(eq(policies.id, moved.id));
      }
    });

    it('keeps the count of a search asked again or sorted anew while its data has not changed', async () => {
      const eos = { ...page, gridFilters: [{ field: 'core', operator: 'equals', value: 'EOS' }] };
      expect((await post('/api/portfolio/', eos)).json().total).toBe(25);
      // A write the data version does not see (its trigger off) stands for 'nothing changed': the kept count shows.
      const [moved] = await t.database.db
        .select({ id: policies.id })
        .from(policies)
        .where(eq(policies.core, 'EOS'))
        .limit(1);
      await t.database.db.execute(sql`alter table policies disable trigger policies_data_version`);
      try {
        await t.database.db.update(policies).set({ core: 'VT' }).where(eq(policies.id, moved.id));
        expect(
          (await post('/api/portfolio/', { ...eos, sort: [{ field: 'premium', sort: 'asc' }] })).json().total,
        ).toBe(25);
        expect((await post('/api/portfolio/', eos)).json().total).toBe(25);
      } finally {
        await t.database.db.update(policies).set({ core: 'EOS' }).where(eq(policies.id, moved.id));
        await t.database.db.execute(sql`alter table policies enable trigger policies_data_version`);
      }
    });

    it('pages, sorts and filters by grid column, and searches by the tabs', async () => {
      const second = (await post('/api/portfolio/', { ...page, offset: 10 })).json();
      const first = (await post('/api/portfolio/', page)).json();
      expect(second.data[0].id).not.toBe(first.data[0].id);
      const byPremium = (await post('/api/portfolio/', { ...page, sort: [{ field: 'premium', sort: 'asc' }] })).json();
      const premiums = byPremium.data.map((r: { premium: number }) => r.premium);
      expect([...premiums].sort((a, b) => a - b)).toEqual(premiums);
      const eos = (
        await post('/api/portfolio/', { ...page, gridFilters: [{ field: 'core', operator: 'equals', value: 'EOS' }] })
      ).json();
      expect(eos.total).toBe(25);
      const colectivas = (
        await post('/api/portfolio/', {
          ...page,
          gridFilters: [{ field: 'policyType', operator: 'contains', value: 'colec' }],
        })
      ).json();
      expect(colectivas.data.every((r: { policyType: string }) => r.policyType === 'COLECTIVA')).toBe(true);
      const one = first.data[0];
      const byPolicy = (await post('/api/portfolio/', { ...page, poliza: one.policyNumber })).json();
      expect(byPolicy.data.map((r: { id: number }) => r.id)).toEqual([one.id]);
      const byCode = (await post('/api/portfolio/', { ...page, producerId: ['X1001'] })).json();
      expect(byCode.total).toBe(25);
      const byDni = (await post('/api/portfolio/', { ...page, dni: one.recruiterDni })).json();
      expect(byDni.data[0].recruiterDni).toBe(one.recruiterDni);
      const byDates = (
        await post('/api/portfolio/', { ...page, fechaDesde: '01/01/2025', fechaHasta: '31/12/2025' })
      ).json();
      expect(byDates.data.every((r: { issueDate: string }) => r.issueDate.startsWith('2025'))).toBe(true);
    });

    it('answers each search by its own values when searches share their shape', async () => {
      // Same shape (a producer code, a grid filter on the core), other values: each page and count is its own.
      const answers = [];
      for (const [code, core] of [
        ['X1001', 'VT'],
        ['X1001', 'EOS'],
        ['X1002', 'VT'],
        ['X1002', 'EOS'],
      ]) {
        const body = (
          await post('/api/portfolio/', {
            ...page,
            next: 100,
            producerId: [code],
            gridFilters: [{ field: 'core', operator: 'equals', value: core }],
          })
        ).json();
        expect(
          body.data.every((r: { producerId: string; core: string }) => r.producerId === code && r.core === core),
        ).toBe(true);
        expect(body.total).toBe(body.data.length);
        answers.push(body.total);
      }
      expect(answers.reduce((a, b) => a + b, 0)).toBe(
        (await post('/api/portfolio/', { ...page, producerId: ['X1001', 'X1002'] })).json().total,
      );
      // A shape already run still has its values checked.
      expect(
        (
          await post('/api/portfolio/', {
            ...page,
            producerId: ['X1001'],
            gridFilters: [{ field: 'core', operator: 'equals', value: { no: 1 } }],
          })
        ).statusCode,
      ).toBe(400);
    });

    it('answers 400 in Spanish for bad input, unknown columns and bad filters', async () => {
      const dni = await post('/api/portfolio/', { ...page, dni: '12a' });
      expect(dni.statusCode).toBe(400);
      expect(dni.json().issues[0]).toEqual({ path: 'dni', message: 'Solo se admiten números' });
      expect((await post('/api/portfolio/', { ...page, nombre: 'Ana1' })).json().issues[0].message).toBe(
        'Solo se admiten letras, espacios y guiones',
      );
      expect((await post('/api/portfolio/', { ...page, dni: '123456789' })).statusCode).toBe(400);
      expect((await post('/api/portfolio/', { ...page, fechaDesde: '31/02/2025' })).json().issues[0].message).toBe(
        'La fecha ingresada es inválida',
      );
      const column = await post('/api/portfolio/', { ...page, sort: [{ field: 'password_hash', sort: 'asc' }] });
      expect(column.statusCode).toBe(400);
      expect(column.json().businessExceptions[0].message).toBe(messages.gridUnknownColumn('password_hash'));
      const filter = await post('/api/portfolio/', {
        ...page,
        gridFilters: [{ field: 'premium', operator: '>', value: 'mucho' }],
      });
      expect(filter.json().businessExceptions[0].message).toBe(messages.gridInvalidFilter('premium'));
      const injection = await post('/api/portfolio/', {
        ...page,
        gridFilters: [{ field: 'premium', operator: '; drop table policies', value: 1 }],
      });
      expect(injection.statusCode).toBe(400);
    });

    it('answers 401 without a session and 403 without the permission', async () => {
      expect((await post('/api/portfolio/', page, null)).statusCode).toBe(401);
      const admin = await signIn(t.app, DEMO.admin);
      expect((await post('/api/portfolio/', page, admin)).statusCode).toBe(403);
    });

    it("gives the second producer nothing of the first one's", async () => {
      const own = (await post('/api/portfolio/', page, other)).json();
      expect(own.total).toBe(30);
      expect((await post('/api/portfolio/', { ...page, producerId: ['X1001'] }, other)).statusCode).toBe(403);
      expect((await post('/api/portfolio/', { ...page, producerCuit: '20-17254359-7' }, other)).statusCode).toBe(403);
      expect((await post('/api/portfolio/totales', { ...page, producerId: ['X1001'] }, other)).statusCode).toBe(403);
      expect(
        (
          await post(
            '/api/portfolio/export',
            { ...page, producerId: ['X1001'], columns: [{ title: 'Póliza', field: 'policyNumber' }] },
            other,
          )
        ).statusCode,
      ).toBe(403);
    });

    it('lets the Gestor search the represented producer', async () => {
      const gestor = await signIn(t.app, DEMO.gestor);
      expect((await post('/api/portfolio/', page, gestor)).json().total).toBe(100);
    });
  });

  it('POST api/portfolio/totales sums premium and reward per currency', async () => {
    const res = await post('/api/portfolio/totales', page);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [sums] = (
      (await t.database.db.execute(
        sql`select sum(case when currency = 'ARS' then premium else 0 end)::float8 as ars, sum(case when currency = 'USD' then premium else 0 end)::float8 as usd from policies p join producers pr on pr.id = p.producer_id where pr.cuit = '20172543597'`,
      )) as unknown as { rows: { ars: number; usd: number }[] }
    ).rows;
    expect(body.total).toBe(100);
    expect(body.sumarizeItems.Premium.total).toBeCloseTo(sums.ars, 2);
    expect(body.sumarizeItems.PremiumUSD.total).toBeCloseTo(sums.usd, 2);
    expect(body.sumarizeItems.Reward.total).toBeGreaterThan(0);
    expect((await post('/api/portfolio/totales', { ...page, certificado: 'x' })).statusCode).toBe(400);
  });

  describe('POST api/portfolio/export', () => {
    const columns = [
      { title: 'Póliza', field: 'policyNumber' },
      { title: 'Asegurado', field: 'recruiterName' },
      { title: 'Emisión', field: 'issueDate', displayFormat: 4 },
      { title: 'Premio', field: 'premium', displayFormat: 5, summarize: true },
    ];

    it('streams Cartera.xlsx with every row, dates and money as such, a totals row and the filters escaped', async () => {
      const res = await post('/api/portfolio/export', { ...page, columns, filters: `Póliza "123" d'Angelo` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('filename="Cartera.xlsx"');
      const sheet = await readXlsx(res.rawPayload);
      expect(sheet.getRow(1).getCell(1).value).toBe("Filtros aplicados: Póliza \\'123\\' d\\'Angelo");
      expect(sheet.getRow(2).values).toEqual([undefined, 'Póliza', 'Asegurado', 'Emisión', 'Premio']);
      expect(sheet.rowCount).toBe(2 + 100 + 1);
      const first = sheet.getRow(3);
      expect(first.getCell(3).value).toBeInstanceOf(Date);
      expect(typeof first.getCell(4).value).toBe('number');
      expect(first.getCell(4).numFmt).toBe('"$ "#,##0.00');
      expect(sheet.getRow(103).getCell(1).value).toBe('Total');
    });

    it('neutralises cells that a spreadsheet would run as formulas', async () => {
      const [p] = await t.database.db.select({ id: policies.id }).from(policies).limit(1);
      await t.database.db
        .update(policies)
        .set({ holderName: '=HYPERLINK("http://evil")' })
        .where(eq(policies.id, p.id));
      const res = await post('/api/portfolio/export', {
        ...page,
        columns,
        gridFilters: [{ field: 'id', operator: '=', value: p.id }],
      });
      const sheet = await readXlsx(res.rawPayload);
      expect(sheet.getRow(2).getCell(2).value).toBe('\'=HYPERLINK("http://evil")');
    });

    it('refuses an unknown column with 400 before sending anything', async () => {
      const res = await post('/api/portfolio/export', { ...page, columns: [{ title: 'x', field: 'holder_cuit' }] });
      expect(res.statusCode).toBe(400);
      expect((await post('/api/portfolio/export', { ...page, columns: [] })).statusCode).toBe(400);
    });
  });

  describe('policy detail', () => {
    let policyId: number;
    let invoiceId: number;
    let colectiva: { id: number; agre_Base_Key: string };
    beforeAll(async () => {
      const rows = (await post('/api/portfolio/', { ...page, next: 100 })).json().data;
      policyId = rows.find((r: { id: number; core: string }) => r.core === 'VT' && r.id % 5 === 0).id;
      colectiva = rows.find((r: { showCertificados: boolean }) => r.showCertificados);
      const [invoice] = await t.database.db
        .select()
        .from(policyInvoices)
        .where(
          and(
            eq(policyInvoices.policyId, policyId),
            eq(policyInvoices.validFrom, monthStart(seedCalendar().invoiceMonth, -1)),
          ),
        );
      invoiceId = invoice.id;
    });

    it('answers each section as an array whose first item holds the list', async () => {
      const roles = (await get(`/api/producer/GetRoles?poliza=${policyId}`)).json();
      expect(roles[0].roles[0]).toEqual({
        rol: 'TITULAR',
        nombre: expect.any(String),
        fechaNacimiento: expect.stringMatching(/^\d{4}-/),
        documento: expect.any(String),
      });
      expect((await get(`/api/producer/GetDirecciones?poliza=${policyId}`)).json()[0].direcciones).toHaveLength(1);
      expect(
        (await get(`/api/producer/GetCoberturas?poliza=${policyId}`)).json()[0].coberturas.length,
      ).toBeGreaterThanOrEqual(2);
      expect(
        (await get(`/api/producer/GetBeneficiarios?poliza=${policyId}`)).json()[0].beneficiarios.length,
      ).toBeGreaterThanOrEqual(1);
      const pago = (
        await get(`/api/producer/GetFormaPago?poliza=${policyId}&idRamo=1&idProducto=VI01&idCertificado=1`)
      ).json()[0].formaPago[0];
      if (pago.numeroTarjeta) expect(pago.numeroTarjeta).toMatch(/^\*{4} \*{4} \*{4} \d{4}$/);
      expect((await get(`/api/producer/GetFacturas?poliza=${policyId}`)).json()[0].facturas).toHaveLength(3);
      const premio = (await get(`/api/producer/GetPremioAgrupado?factura=${invoiceId}`)).json()[0];
      expect(premio.premioAgrupado.map((i: { concepto: string }) => i.concepto)).toEqual(['PRIMA', 'IMP', 'REC']);
      expect(premio.premioAgrupado.reduce((s: number, i: { importe: number }) => s + i.importe, 0)).toBeCloseTo(
        premio.total,
        2,
      );
      expect((await get(`/api/producer/GetRechazos?factura=${invoiceId}`)).json()[0].rechazos).toHaveLength(1);
      const certs = (await get(`/api/datos/CertificadosIndividuales?agreBaseKey=${colectiva.agre_Base_Key}`)).json()[0]
        .certificados;
      expect(certs).toHaveLength(8);
      expect(Object.keys(certs[0])).toEqual(['Certificado', 'Asegurado', 'DNI', 'Desc_grupo', 'Fecha_nacimiento']);
    });

    it('exports the certificates of a COLECTIVA policy', async () => {
      const res = await get(`/api/datos/CertificadosIndividuales?agreBaseKey=${colectiva.agre_Base_Key}&export=true`);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect((await readXlsx(res.rawPayload)).rowCount).toBe(9);
    });

    it("answers 403 for the second producer's policy and invoice on every call, 401 without a session, 400 for bad ids", async () => {
      for (const url of [
        `/api/producer/GetRoles?poliza=${otherPolicyId}`,
        `/api/producer/GetDirecciones?poliza=${otherPolicyId}`,
        `/api/producer/GetCoberturas?poliza=${otherPolicyId}`,
        `/api/producer/GetBeneficiarios?poliza=${otherPolicyId}`,
        `/api/producer/GetFormaPago?poliza=${otherPolicyId}`,
        `/api/producer/GetFacturas?poliza=${otherPolicyId}`,
        `/api/producer/GetPremioAgrupado?factura=${otherInvoiceId}`,
        `/api/producer/GetRechazos?factura=${otherInvoiceId}`,
        `/api/datos/CertificadosIndividuales?agreBaseKey=${otherKey}`,
        `/api/portfolio/certificate?polizaId=${otherPolicyId}`,
        `/api/portfolio/individualcertificate?idPoliza=${otherPolicyId}&email=a@b.com&certificado=1`,
      ]) {
        expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 403 });
        expect({ url, status: (await get(url, null)).statusCode }).toEqual({ url, status: 401 });
      }
      expect((await get('/api/producer/GetRoles?poliza=abc')).json().issues[0].message).toBe(
        'El número de póliza es inválido',
      );
      expect((await get('/api/producer/GetPremioAgrupado?factura=-1')).statusCode).toBe(400);
      expect((await get("/api/datos/CertificadosIndividuales?agreBaseKey=a'b")).statusCode).toBe(400);
    });

    it('GET api/Datos/Tomador answers the holder of an own policy only', async () => {
      const [p] = await t.database.db.select().from(policies).where(eq(policies.id, policyId));
      expect((await get(`/api/Datos/Tomador?poliza=${p.policyNumber}`)).json()).toEqual({ value: p.holderName });
      const [o] = await t.database.db.select().from(policies).where(eq(policies.id, otherPolicyId));
      expect((await get(`/api/Datos/Tomador?poliza=${o.policyNumber}`)).statusCode).toBe(404);
      expect((await get('/api/Datos/Tomador?poliza=12a')).statusCode).toBe(400);
    });

    it('GET api/portfolio/certificate answers a PDF named after the policy number', async () => {
      const [p] = await t.database.db.select().from(policies).where(eq(policies.id, policyId));
      const res = await get(`/api/portfolio/certificate?polizaId=${policyId}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`filename="${p.policyNumber}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('GET api/portfolio/individualcertificate mails the certificate and says so', async () => {
      const res = await get(
        `/api/portfolio/individualcertificate?idPoliza=${policyId}&email=cliente@correo.com.ar&certificado=1`,
      );
      expect(res.json()).toEqual({
        success: true,
        message: messages.certificateMailed('cliente@correo.com.ar'),
        businessExceptions: [],
      });
      expect((await lastMailTo(t.database, 'cliente@correo.com.ar')).subject).toContain('Certificado');
      expect(
        (await get(`/api/portfolio/individualcertificate?idPoliza=${policyId}&email=nope&certificado=1`)).statusCode,
      ).toBe(400);
    });
  });

  describe('debt-free certificate and digital rubric', () => {
    const lastMonth = () => {
      const d = new Date();
      d.setUTCDate(1);
      d.setUTCMonth(d.getUTCMonth() - 1);
      return `${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    };
    const debtFree = (Parameters: object, s: SignedIn | null = producer) =>
      post(
        '/api/debtors/downloaddebtfree',
        { Report: 'LibreDeuda', FileName: 'LibreDeuda.pdf', ContentType: 'application/pdf', Parameters },
        s,
      );

    it('answers a PDF for a policy without overdue debt and refuses one with debt over 60 days', async () => {
      const rows = await t.database.db.select().from(policies).where(eq(policies.company, 'VT')).orderBy(policies.id);
      const mine = rows.filter((r) => r.policyNumber.startsWith('1000'));
      const clean = mine.find((r) => r.id % 17 !== 0) as (typeof rows)[number];
      const owing = mine.find((r) => r.id % 17 === 0) as (typeof rows)[number];
      const ok = await debtFree({
        Empresa: 'VT',
        Poliza: clean.policyNumber,
        Certificado: clean.certificateNumber,
        Fecha: lastMonth(),
        UserId: producer.userId,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const refused = await debtFree({
        Empresa: 'VT',
        Poliza: owing.policyNumber,
        Certificado: owing.certificateNumber,
        Fecha: lastMonth(),
        UserId: producer.userId,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().businessExceptions[0].message).toBe(messages.debtOver60Days);
    });

    it('answers 400 for incomplete fields, 403 for another user id and 404 for another producer policy', async () => {
      const missing = await debtFree({
        Empresa: 'VT',
        Poliza: '',
        Certificado: 1,
        Fecha: lastMonth(),
        UserId: producer.userId,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues[0].message).toBe('Existen campos incompletos');
      expect(
        (await debtFree({ Empresa: 'VT', Poliza: '1', Certificado: 1, Fecha: '201901', UserId: producer.userId }))
          .statusCode,
      ).toBe(400);
      expect(
        (await debtFree({ Empresa: 'VT', Poliza: '1', Certificado: 1, Fecha: lastMonth(), UserId: other.userId }))
          .statusCode,
      ).toBe(403);
      const [o] = await t.database.db.select().from(policies).where(eq(policies.id, otherPolicyId));
      expect(
        (
          await debtFree({
            Empresa: o.company,
            Poliza: o.policyNumber,
            Certificado: o.certificateNumber,
            Fecha: lastMonth(),
            UserId: producer.userId,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await debtFree(
            { Empresa: 'VT', Poliza: '1', Certificado: 1, Fecha: lastMonth(), UserId: producer.userId },
            null,
          )
        ).statusCode,
      ).toBe(401);
    });

    it('counts the last 12 months up to yesterday in Buenos Aires, not in UTC, where the day has already changed', async () => {
      // 01:00 UTC on 2 September is still 1 September, 22:00, in Buenos Aires: the form offers 202509 to 202608.
      const now = new Date('2026-09-02T01:00:00Z');
      const [own] = await t.database.db
        .select({ id: producers.id })
        .from(producers)
        .where(eq(producers.cuit, '20172543597'));
      const [clean] = await t.database.db
        .select()
        .from(policies)
        .where(eq(policies.producerId, own.id))
        .orderBy(policies.id)
        .limit(1);
      const ctx = { database: t.database } as AppContext;
      const session = { producerIds: [own.id] } as Session;
      const request = (Fecha: string) =>
        requestDebtFree(
          ctx,
          session,
          {
            Empresa: clean.company,
            Poliza: clean.policyNumber,
            Certificado: clean.certificateNumber,
            Fecha,
            UserId: producer.userId,
          },
          now,
        );
      expect((await request('202509')).fileName).toBe(`LibreDeuda_${clean.policyNumber}_202509.pdf`);
      await expect(request('202609')).rejects.toMatchObject({ statusCode: 400, message: messages.periodOutOfRange });
    });

    it("offers the rubric up to the current month in Buenos Aires, not UTC's next one", async () => {
      // 01:00 UTC on 1 October is still 30 September in Buenos Aires: 202609 is the current month, 202610 is not yet.
      const now = new Date('2026-10-01T01:00:00Z');
      const [own] = await t.database.db
        .select({ id: producers.id })
        .from(producers)
        .where(eq(producers.cuit, '20172543597'));
      const ctx = { database: t.database } as AppContext;
      const session = { producerIds: [own.id], effectiveCuit: '20172543597', username: '20172543597' } as Session;
      expect((await requestRubric(ctx, session, { Periodo: '202609', UserId: producer.userId }, now)).fileName).toBe(
        'RubricaDigital_202609.xml',
      );
      await expect(
        requestRubric(ctx, session, { Periodo: '202610', UserId: producer.userId }, now),
      ).rejects.toMatchObject({ statusCode: 400, message: messages.periodOutOfRange });
    });

    it("answers the rubric XML of the producer's operations of the period, and only theirs", async () => {
      const rubric = (Periodo: string | number, s: SignedIn = producer) =>
        post(
          '/api/portfolio/downloadrubricdigital',
          {
            Report: 'Rubrica',
            FileName: 'rubrica.xml',
            ContentType: 'application/xml',
            Parameters: { Periodo, UserId: s.userId },
          },
          s,
        );
      const period = String(periodOfDay(seedCalendar().lastAccountDay));
      const res = await rubric(period);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/xml');
      expect(res.body).toContain(`<RubricaDigital periodo="${period}">`);
      expect(res.body).toContain('<CantidadOperaciones>100</CantidadOperaciones>');
      const theirs = await rubric(period, other);
      expect(theirs.body).toContain('<CantidadOperaciones>30</CantidadOperaciones>');
      expect(theirs.body).not.toContain('<Poliza>1000');
      expect((await rubric('202110')).statusCode).toBe(400);
      expect((await rubric('abc')).statusCode).toBe(400);
    });
  });

  describe('scheduled sending (scheduler/GetReportScheduler, SaveReportScheduler) and its job', () => {
    const save = (payload: object, s: SignedIn | null = producer) =>
      post('/api/scheduler/SaveReportScheduler', payload, s);
    const weekly = () => ({
      UrlApi: 'portfolio',
      UserId: producer.userId,
      Period: 1,
      Enabled: true,
      Executions: [{ Day: 1, Hour: 9 }],
      Filters: {
        ProducerIds: ['X1001'],
        Ramo: null,
        Producto: null,
        Dias: 3650,
        FechaDesde: null,
        FechaHasta: null,
        Poliza: null,
        Certificado: null,
        Cores: ['VT'],
      },
    });

    it('answers the defaults of 001 §4 before anything is saved, then the saved schedule', async () => {
      const before = (await get(`/api/scheduler/GetReportScheduler?UserId=${producer.userId}&UrlApi=portfolio`)).json();
      expect(before).toMatchObject({
        period: 1,
        enabled: true,
        execution: [{ day: 1, hour: 9 }],
        filter: { dias: 60 },
        saved: false,
      });
      expect((await save(weekly())).json()).toEqual({ success: true, businessExceptions: [] });
      const after = (await get(`/api/scheduler/GetReportScheduler?UserId=${producer.userId}&UrlApi=portfolio`)).json();
      expect(after).toMatchObject({
        period: 1,
        execution: [{ day: 1, hour: 9 }],
        filter: { dias: 3650, producerIds: ['X1001'] },
        saved: true,
      });
    });

    it('applies the rules of 001 §5 with their messages', async () => {
      const message = async (payload: object) => (await save(payload)).json().issues[0].message;
      expect(await message({ ...weekly(), Period: 0 })).toBe(
        'Es requerido seleccionar todos los dias con su horario seleccionado.',
      );
      expect(
        await message({
          ...weekly(),
          Period: 2,
          Executions: [
            { Day: 1, Hour: 9 },
            { Day: 2, Hour: 9 },
          ],
        }),
      ).toBe('Es requerido seleccionar un día y horario para realizar el envio mensual.');
      expect(await message({ ...weekly(), Executions: [] })).toBe('Es requerido seleccionar al menos 1 día y horario.');
      expect(
        await message({ ...weekly(), Filters: { ...weekly().Filters, Dias: null, FechaDesde: '01/01/2026' } }),
      ).toBe('Es requerido seleccionar fecha desde/hasta.');
      expect(await message({ ...weekly(), Filters: { ...weekly().Filters, Dias: null } })).toBe(
        'Es requerido ingresar cantidad de días.',
      );
      expect((await save({ ...weekly(), Filters: { ...weekly().Filters, Dias: 1234567890 } })).statusCode).toBe(400);
      expect((await save({ ...weekly(), Executions: [{ Day: 7, Hour: 9 }] })).statusCode).toBe(400);
      expect((await save({ ...weekly(), UrlApi: 'usuarios' })).statusCode).toBe(400);
    });

    it("answers 401, 403 without the permission, and 403 for another user's schedule or producer", async () => {
      expect((await save(weekly(), null)).statusCode).toBe(401);
      const admin = await signIn(t.app, DEMO.admin);
      expect((await save({ ...weekly(), UserId: admin.userId }, admin)).statusCode).toBe(403);
      expect((await save({ ...weekly(), UserId: producer.userId }, other)).statusCode).toBe(403);
      expect(
        (await get(`/api/scheduler/GetReportScheduler?UserId=${producer.userId}&UrlApi=portfolio`, other)).statusCode,
      ).toBe(403);
      expect((await save({ ...weekly(), UserId: other.userId }, other)).statusCode).toBe(403);
      const own = await save(
        { ...weekly(), UserId: other.userId, Filters: { ...weekly().Filters, ProducerIds: ['X3001'] } },
        other,
      );
      expect(own.statusCode).toBe(200);
    });

    it('plans one pg-boss cron per execution, in Buenos Aires time, and none once disabled', async () => {
      const daily = { ...weekly(), Period: 0, Executions: [0, 1, 2, 3, 4, 5, 6].map((Day) => ({ Day, Hour: 8 })) };
      expect((await save(daily)).statusCode).toBe(200);
      const mine = (await t.database.db.execute(
        sql`select id from report_schedules where user_id = ${producer.userId}`,
      )) as unknown as { rows: { id: number }[] };
      const prefix = `${mine.rows[0].id}.%`;
      const planned = async () =>
        (
          (await t.database.db.execute(
            sql`select key, cron, timezone from pgboss.schedule where name = 'report-send' and key like ${prefix} order by key`,
          )) as unknown as {
            rows: { key: string; cron: string; timezone: string }[];
          }
        ).rows;
      const rows = await planned();
      expect(rows.map((r) => r.cron)).toEqual([0, 1, 2, 3, 4, 5, 6].map((d) => `0 8 * * ${d}`));
      expect(rows[0].timezone).toBe('America/Argentina/Buenos_Aires');
      await save({ ...daily, Enabled: false });
      expect(await planned()).toEqual([]);
      expect((await save({ ...weekly(), Period: 2 })).statusCode).toBe(200);
      expect((await planned()).map((r) => r.cron)).toEqual(['0 9 1-7 * *']);
    });

    it('the job runs the saved search and mails the workbook to the user', async () => {
      await save(weekly());
      const schedules = (await t.database.db.execute(
        sql`select id from report_schedules where user_id = ${producer.userId}`,
      )) as unknown as { rows: { id: number }[] };
      const ctx = {
        database: t.database,
        mailer: createMailer({ from: 'test@portal.local', log: t.app.log }),
        tokens: undefined as never,
        limits: databaseLimits(t.database.db),
        config: { publicUrl: 'http://localhost:8080', signInMaxFailuresPerAddress: 300 },
      };
      const outcome = await runScheduledReport(
        ctx,
        new FolderFileStore(filesDir),
        { scheduleId: schedules.rows[0].id, day: 1 },
        t.app.log,
      );
      expect(outcome).toBe('sent');
      const mail = await lastMailTo(t.database, 'productor@demo.com.ar');
      expect(mail.subject).toBe(messages.scheduledReportSubject('Búsqueda de cartera'));
      expect(mail.text).toContain('(25 pólizas)');
    });
  });

  it('GET api/datos/GetComboValues fills the branch and product combos of the reports', async () => {
    const ramos = (await get('/api/datos/GetComboValues?e=Ramo_Portfolio')).json();
    expect(ramos).toContainEqual({ id: '1', value: 'VIDA' });
    const productos = (await get('/api/datos/GetComboValues?e=Producto_Portfolio&parentId=1')).json();
    expect(productos.map((p: { id: string }) => p.id).sort()).toEqual(['VC01', 'VI01']);
    expect((await get('/api/datos/GetComboValues?e=Ramo_Portfolio', null)).statusCode).toBe(401);
  });

  describe('legends and column views', () => {
    it('GET api/Label/getLabelSection answers the seeded text of the section', async () => {
      const res = await get('/api/Label/getLabelSection?Section=cartera&Type=aviso');
      expect(res.json().Text).toContain('60 días');
      expect((await get('/api/Label/getLabelSection?Section=otra&Type=aviso')).json().issues[0].message).toBe(
        'La sección es inválida',
      );
      expect((await get('/api/Label/getLabelSection?Section=cartera&Type=aviso', null)).statusCode).toBe(401);
    });

    it('keeps the column view per user and report, with at least 3 visible', async () => {
      const columns = ['policyNumber', 'recruiterName', 'premium', 'status'].map((name, index) => ({
        name,
        title: name,
        index,
        show: index < 3,
      }));
      expect((await get('/api/reports/columnview?report=portfolio')).json()).toEqual({
        report: 'portfolio',
        columns: null,
      });
      expect((await post('/api/reports/columnview', { report: 'portfolio', columns })).statusCode).toBe(200);
      expect((await get('/api/reports/columnview?report=portfolio')).json().columns).toEqual(columns);
      expect((await get('/api/reports/columnview?report=portfolio', other)).json().columns).toBeNull();
      const two = columns.map((c) => ({ ...c, show: c.index < 2 }));
      expect(
        (await post('/api/reports/columnview', { report: 'portfolio', columns: two })).json().issues[0].message,
      ).toBe('Debe haber al menos 3 columnas visibles.');
      expect((await post('/api/reports/columnview', { report: 'portfolio', columns }, null)).statusCode).toBe(401);
      const admin = await signIn(t.app, DEMO.admin);
      expect((await get('/api/reports/columnview?report=portfolio', admin)).statusCode).toBe(403);
    });
  });

  describe('payroll upload (portfolio/SendPayroll) and FileRepository/Download', () => {
    const multipart = (fields: Record<string, string>, file?: { name: string; content: Buffer }) => {
      const boundary = '----portal-test-boundary';
      const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
      );
      if (file) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
        );
        parts.push(file.content, Buffer.from('\r\n'));
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        payload: Buffer.concat(parts),
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const upload = (
      fields: Record<string, string>,
      file?: { name: string; content: Buffer },
      s: SignedIn | null = producer,
    ) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method: 'POST',
        url: '/api/portfolio/SendPayroll',
        payload: body.payload,
        headers: { ...body.headers, ...(s ? s.auth : {}) },
      });
    };
    let policyNumber: string;
    let xlsx: Buffer;
    beforeAll(async () => {
      const [p] = await t.database.db.select().from(policies).where(eq(policies.policyNumber, '10000001'));
      policyNumber = p.policyNumber;
      xlsx = (await get('/api/FileRepository/Download?FileEntity=NominaModeloValido')).rawPayload;
    });

    it('downloads the valid-model template', async () => {
      const res = await get('/api/FileRepository/Download?FileEntity=NominaModeloValido');
      expect(res.headers['content-disposition']).toContain('NominaModeloValido.xlsx');
      expect((await readXlsx(res.rawPayload)).getRow(1).getCell(1).value).toBe('CUIL');
    });

    it('stores an allowed file outside the web root, and only its producer downloads it back', async () => {
      const res = await upload(
        {
          Type: 'AP',
          Policy: policyNumber,
          User: String(producer.userId),
          Tomador: 'X',
          Observaciones: 'Alta de marzo',
        },
        { name: 'nomina.xlsx', content: xlsx },
      );
      expect(res.json()).toEqual({
        success: true,
        message: 'El archivo fue enviado correctamente',
        businessExceptions: [],
      });
      const [payroll] = await t.database.db
        .select()
        .from(payrolls)
        .orderBy(sql`${payrolls.id} desc`)
        .limit(1);
      const [file] = await t.database.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.entity, 'NominaFile'), eq(storedFiles.entityId, payroll.id)));
      expect(fs.readFileSync(path.join(filesDir, file.storageKey))).toEqual(xlsx);
      const back = await get(`/api/FileRepository/Download?FileEntity=NominaFile&Entity=${payroll.id}`);
      expect(back.rawPayload).toEqual(xlsx);
      expect(
        (await get(`/api/FileRepository/Download?FileEntity=NominaFile&Entity=${payroll.id}`, other)).statusCode,
      ).toBe(403);
    });

    it('refuses a file whose content is not its type, leaving no record and no file', async () => {
      const before = (await t.database.db.select().from(payrolls)).length;
      const filesBefore = fs.readdirSync(filesDir).length;
      const res = await upload(
        { Type: 'AP', Policy: policyNumber },
        { name: 'nomina.xlsx', content: Buffer.from('MZ\x90\x00 not a workbook') },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(messages.payrollFileType('nomina.xlsx'));
      expect((await upload({ Type: 'AP', Policy: policyNumber }, { name: 'x.exe', content: xlsx })).statusCode).toBe(
        400,
      );
      expect((await upload({ Type: 'AP', Policy: policyNumber })).json().businessExceptions[0].message).toBe(
        messages.payrollFileRequired,
      );
      expect(
        (await upload({ Type: 'AP', Policy: '12a' }, { name: 'n.csv', content: Buffer.from('a;b\n') })).statusCode,
      ).toBe(400);
      const big = await upload(
        { Type: 'AP', Policy: policyNumber },
        { name: 'big.csv', content: Buffer.alloc(6 * 1024 * 1024, 97) },
      );
      expect(big.statusCode).toBe(400);
      expect(big.json().businessExceptions[0].message).toBe(messages.payrollFileTooLarge('big.csv'));
      expect((await t.database.db.select().from(payrolls)).length).toBe(before);
      expect(fs.readdirSync(filesDir).length).toBe(filesBefore);
    });

    it("answers 404 for another producer's policy, 403 for another user, 401 without a session", async () => {
      const [o] = await t.database.db.select().from(policies).where(eq(policies.id, otherPolicyId));
      expect(
        (await upload({ Type: 'AP', Policy: o.policyNumber }, { name: 'n.csv', content: Buffer.from('a;b\n') }))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await upload(
            { Type: 'AP', Policy: policyNumber, User: String(other.userId) },
            { name: 'n.csv', content: Buffer.from('a;b\n') },
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await upload({ Type: 'AP', Policy: policyNumber }, { name: 'n.csv', content: Buffer.from('a;b\n') }, null))
          .statusCode,
      ).toBe(401);
    });
  });
});
