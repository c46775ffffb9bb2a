import { Writable } from 'node:stream';
import { messages } from '../messages';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { DEMO, signIn, type SignedIn } from '../testing/session';

/*
 * Issue 36 §3: a number beyond its column is the contract's 400 with the field's message, before any query
 * (PostgreSQL would refuse 2147483648 as an `integer` after the query was sent, and the answer would carry
 * no issue); a day is YYYY-MM-DD or an ISO date-time read as its Buenos Aires day, and a day that does not
 * exist is refused.
 */

const INT4_OVER = 2_147_483_648;
const INVALID_DATE = 'La fecha ingresada es inválida';
const page = { offset: 0, next: 10, sort: [], gridFilters: [] };

describe.each(testDrivers())('numbers within their columns and days as JSON sends them, on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let staff: SignedIn;
  const logLines: { level: number; msg: string }[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    t = await createTestApp(driver, { logger: { level: 'info', stream } });
    [producer, staff] = [await signIn(t.app, DEMO.producer), await signIn(t.app, DEMO.staff)];
  });
  afterAll(() => t?.dispose());
  beforeEach(() => {
    logLines.length = 0;
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: SignedIn, payload?: unknown) =>
    t.app.inject({ method, url, headers: who.auth, ...(payload !== undefined && { payload: payload as object }) });
  /** No query of the request reached the database and came back refused. */
  const noDatabaseRefusal = () =>
    expect(logLines.filter((l) => l.msg === 'database refused a request value')).toEqual([]);

  describe('integers beyond int4', () => {
    it.each([INT4_OVER, String(INT4_OVER), '99999999999999999999'])(
      'refuses certificado %j of the portfolio search with its message',
      async (certificado) => {
        const res = await call('POST', '/api/portfolio/', producer, { ...page, certificado });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([{ path: 'certificado', message: 'El valor ingresado es inválido' }]);
        noDatabaseRefusal();
      },
    );

    it.each(['/api/rejection/', '/api/debtors/', '/api/settlement/'])(
      'refuses certificado beyond int4 on %s with its message',
      async (url) => {
        const res = await call('POST', url, producer, { ...page, certificado: String(INT4_OVER) });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual(
          expect.arrayContaining([{ path: 'certificado', message: 'El valor ingresado es inválido' }]),
        );
        noDatabaseRefusal();
      },
    );

    it('still takes the largest certificate number an integer column holds', async () => {
      const res = await call('POST', '/api/portfolio/', producer, { ...page, certificado: 2_147_483_647 });
      expect(res.statusCode).toBe(200);
      expect(res.json().total).toBe(0);
    });

    it("refuses the debt-free certificate's Certificado beyond int4 with its message", async () => {
      const Parameters = {
        Empresa: 'VI',
        Poliza: '1',
        Certificado: String(INT4_OVER),
        Fecha: '202601',
        UserId: producer.userId,
      };
      const res = await call('POST', '/api/debtors/downloaddebtfree', producer, { Parameters });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([
        { path: 'Parameters.Certificado', message: 'El valor ingresado es inválido' },
      ]);
      noDatabaseRefusal();
    });

    it('refuses an id of the query string and of the path beyond int4', async () => {
      const query = await call('GET', `/api/communication/getcommunication?id=${INT4_OVER}`, staff);
      expect(query.statusCode).toBe(400);
      expect(query.json().issues.map((i: { path: string }) => i.path)).toEqual(['id']);
      const path = await call('GET', `/api/FileRepository/Download/CommunicationBody/${INT4_OVER}`, producer);
      expect(path.statusCode).toBe(400);
      expect(path.json().issues.map((i: { path: string }) => i.path)).toEqual(['id']);
      noDatabaseRefusal();
    });

    it("refuses a scheduler process naming a definition id beyond int4 with the filter's message", async () => {
      const res = await call('POST', '/api/scheduler/SaveSchedulerProcess', staff, {
        Period: 0,
        Filters: JSON.stringify({ NotificationDefinitionId: INT4_OVER }),
        Executions: [{ Hora: '09:00', DiaSemana: 1, DiaMes: 1, DiaFijo: null }],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'Filters', message: 'El filtro es inválido' }]);
      noDatabaseRefusal();
    });

    it.each([INT4_OVER, 1.5])(
      "refuses a grid filter value %j on an integer column with the column's message",
      async (value) => {
        const gridFilters = [{ field: 'certificateNumber', operator: '=', value }];
        const res = await call('POST', '/api/portfolio/', producer, { ...page, gridFilters });
        expect(res.statusCode).toBe(400);
        expect(res.json().businessExceptions[0].message).toBe(messages.gridInvalidFilter('certificateNumber'));
        noDatabaseRefusal();
      },
    );

    it("refuses a grid filter's day that does not exist before the query", async () => {
      const gridFilters = [{ field: 'issueDate', operator: 'is', value: '2026-02-31' }];
      const res = await call('POST', '/api/portfolio/', producer, { ...page, gridFilters });
      expect(res.statusCode).toBe(400);
      expect(res.json().businessExceptions[0].message).toBe(messages.gridInvalidFilter('issueDate'));
      noDatabaseRefusal();
    });
  });

  describe('days', () => {
    const legend = {
      Id: 0,
      Section: 'cartera',
      Type: 'subtitulo',
      Description: 'Prueba de fechas',
      Text: 'Texto',
      Enabled: false,
      EndDate: null,
    };

    it('takes an ISO date-time as the day it falls on in Buenos Aires (Label/SaveLabel)', async () => {
      const res = await call('POST', '/api/Label/SaveLabel', staff, {
        ...legend,
        StartDate: '2026-11-28T01:30:00Z',
        EndDate: '2026-11-28T05:21:18.704Z',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ StartDate: '2026-11-27', EndDate: '2026-11-28' });
    });

    it.each(['2026-02-31', '2026-02-31T10:00:00Z', '2026-11-28T24:00:00Z', '28/11/2026'])(
      'refuses %j as a day of Label/SaveLabel',
      async (StartDate) => {
        const res = await call('POST', '/api/Label/SaveLabel', staff, { ...legend, StartDate });
        expect(res.statusCode).toBe(400);
        expect(res.json().issues).toEqual([{ path: 'StartDate', message: INVALID_DATE }]);
      },
    );

    it('takes date-times in POST and PUT Communication/ and keeps their Buenos Aires days', async () => {
      const communication = {
        priority: 1,
        title: 'Fechas',
        description: 'Fechas ISO',
        startDate: '2026-12-01T02:59:59.999Z',
        endDate: '2026-12-10T12:00:00.000Z',
      };
      const created = await call('POST', '/api/Communication/', staff, communication);
      expect(created.statusCode).toBe(200);
      const id = created.json() as number;
      expect((await call('GET', `/api/communication/getcommunication?id=${id}`, staff)).json()).toMatchObject({
        startDate: '2026-11-30',
        endDate: '2026-12-10',
      });
      const updated = await call('PUT', '/api/Communication/', staff, {
        ...communication,
        id,
        endDate: '2026-12-31T03:00:00Z',
      });
      expect(updated.statusCode).toBe(200);
      expect((await call('GET', `/api/communication/getcommunication?id=${id}`, staff)).json()).toMatchObject({
        endDate: '2026-12-31',
      });
      const refused = await call('POST', '/api/Communication/', staff, {
        ...communication,
        endDate: '2026-02-31T10:00:00Z',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'endDate', message: INVALID_DATE }]);
    });

    it('takes date-times in news/NewsCreate as the whole Buenos Aires days they fall on', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const notice = {
        Type: 1,
        Title: 'Fechas',
        HTML: '<p>Fechas</p>',
        CreationDate: `${year}-03-01T01:00:00Z`,
        UntilDate: `${year}-03-10T12:00:00.000Z`,
      };
      const res = await call('POST', '/api/news/NewsCreate', staff, notice);
      expect(res.statusCode).toBe(200);
      const list = (await call('GET', '/api/news/NewsSearch?Type=1', staff)).json() as {
        Id: number;
        CreationDate: string;
        UntilDate: string;
      }[];
      expect(list.find((n) => n.Id === res.json())).toMatchObject({
        CreationDate: new Date(`${year}-02-28T00:00:00-03:00`).toISOString(),
        UntilDate: new Date(`${year}-03-10T23:59:59-03:00`).toISOString(),
      });
      const refused = await call('POST', '/api/news/NewsCreate', staff, {
        ...notice,
        CreationDate: `${year}-02-31T10:00:00Z`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'CreationDate', message: 'Debe ingresar la fecha de inicio' }]);
    });

    it("takes a scheduler process's fixed day as a date-time or YYYY-MM-DD and keeps it as DD/MM/YYYY", async () => {
      const definition = await call('POST', '/api/notification/savenotificationdefinition', staff, {
        description: 'Fechas del calendario',
      });
      expect(definition.statusCode).toBe(200);
      const process = (DiaFijo: string) => ({
        Period: 3,
        Filters: JSON.stringify({ NotificationDefinitionId: definition.json() }),
        Executions: [{ Hora: '09:00', DiaSemana: 0, DiaMes: 1, DiaFijo }],
      });
      const saved = await call(
        'POST',
        '/api/scheduler/SaveSchedulerProcess',
        staff,
        process('2026-12-01T02:00:00.000Z'),
      );
      expect(saved.statusCode).toBe(200);
      expect(saved.json().Executions[0].DiaFijo).toBe('30/11/2026');
      const again = await call('POST', '/api/scheduler/SaveSchedulerProcess', staff, {
        ...process('2026-12-24'),
        id: saved.json().id,
      });
      expect(again.json().Executions[0].DiaFijo).toBe('24/12/2026');
      const refused = await call('POST', '/api/scheduler/SaveSchedulerProcess', staff, process('2026-02-31T10:00:00Z'));
      expect(refused.json().issues).toEqual([{ path: 'Executions.0.DiaFijo', message: INVALID_DATE }]);
    });

    it('takes a date-time as a report search day', async () => {
      const res = await call('POST', '/api/portfolio/', producer, {
        ...page,
        fechaDesde: '2000-01-01T12:00:00Z',
        fechaHasta: new Date().toISOString(),
      });
      expect(res.statusCode).toBe(200);
      const refused = await call('POST', '/api/portfolio/', producer, { ...page, fechaDesde: '2026-02-31T10:00:00Z' });
      expect(refused.json().issues).toEqual([{ path: 'fechaDesde', message: INVALID_DATE }]);
    });
  });
});
