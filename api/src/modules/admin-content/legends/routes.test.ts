import { createTestApp, type TestApp } from '../../../testing/app';
import { testDrivers } from '../../../testing/database';
import type { SignedIn } from '../../../testing/session';
import { contentSessions } from '../testing';

const REQUIRED = 'Debe completar todos los campos obligatorios';
const today = () => new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
const inDays = (n: number) => new Date(Date.now() - 3 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDrivers())('legends administration on %s', (driver) => {
  let t: TestApp;
  let admin: SignedIn;
  let refused: [string, SignedIn][];
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ admin, refused } = await contentSessions(t.app));
  });
  afterAll(() => t?.dispose());

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });
  const save = (payload: object, who: SignedIn = admin) => call('POST', '/api/Label/SaveLabel', who, payload);
  const section = async (Section: string, Type: string) =>
    (await call('GET', `/api/Label/getLabelSection?Section=${Section}&Type=${Type}`, admin)).json().Text;
  const legend = {
    Id: 0,
    Section: 'rechazos',
    Type: 'aviso',
    Description: 'Aviso de prueba',
    Text: 'Texto del aviso',
    Enabled: true,
    StartDate: today(),
    EndDate: null,
  };

  it('lists the seeded legends with the spec’s fields', async () => {
    const res = await call('GET', '/api/Label/GetLabels', admin);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(Object.keys(list[0]).sort()).toEqual([
      'Description',
      'Enabled',
      'EndDate',
      'FinishDate',
      'Id',
      'Section',
      'StartDate',
      'Text',
      'Type',
    ]);
  });

  it('creates a legend that the report screen shows at once, reads it back, and hides it when inactivated', async () => {
    const res = await save(legend);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      Section: 'rechazos',
      Type: 'aviso',
      Enabled: true,
      StartDate: today(),
      FinishDate: null,
    });
    expect(await section('rechazos', 'aviso')).toBe('Texto del aviso');
    expect((await call('GET', `/api/Label/getLabel?Id=${created.Id}`, admin)).json()).toEqual(created);

    const inactive = (await save({ ...legend, Id: created.Id, Enabled: false })).json();
    expect(inactive.Enabled).toBe(false);
    expect(Date.parse(inactive.FinishDate)).toBeGreaterThan(Date.now() - 60_000);
    expect(await section('rechazos', 'aviso')).toBe('');

    // Read-only once inactive (002 §4).
    const again = await save({ ...legend, Id: created.Id, Text: 'Otro' });
    expect(again.statusCode).toBe(409);
    expect((await call('GET', `/api/Label/getLabel?Id=${created.Id}`, admin)).json().Text).toBe('Texto del aviso');
  });

  it('keeps a start date already reached, and shows a future legend only from its day', async () => {
    const future = (
      await save({ ...legend, Section: 'deudores', Type: 'subtitulo', StartDate: inDays(3), Text: 'Futura' })
    ).json();
    expect(await section('deudores', 'subtitulo')).toBe('');
    const moved = (
      await save({
        ...legend,
        Id: future.Id,
        Section: 'deudores',
        Type: 'subtitulo',
        StartDate: inDays(5),
        Text: 'Futura',
      })
    ).json();
    expect(moved.StartDate).toBe(inDays(5));

    const current = (await save({ ...legend, Section: 'liquidacion', Type: 'aviso', StartDate: inDays(-2) })).json();
    const kept = (
      await save({ ...legend, Id: current.Id, Section: 'liquidacion', Type: 'aviso', StartDate: inDays(4) })
    ).json();
    expect(kept.StartDate).toBe(inDays(-2));
  });

  it('ends a legend after its end date', async () => {
    await save({
      ...legend,
      Section: 'cartera',
      Type: 'subtitulo',
      StartDate: inDays(-10),
      EndDate: inDays(-1),
      Text: 'Vencida',
    });
    expect(await section('cartera', 'subtitulo')).not.toBe('Vencida');
  });

  it.each([
    ['Section', { Section: '' }, REQUIRED],
    ['Type', { Type: 'otro' }, REQUIRED],
    ['Description', { Description: '  ' }, REQUIRED],
    ['Text', { Text: '' }, REQUIRED],
    ['StartDate', { StartDate: '' }, REQUIRED],
    ['Description', { Description: 'x'.repeat(251) }, 'La descripción admite hasta 250 caracteres'],
    ['Text', { Text: 'x'.repeat(4001) }, 'El texto admite hasta 4000 caracteres'],
    ['EndDate', { EndDate: '2020-01-01' }, 'La fecha de fin debe ser posterior a la de inicio'],
    ['EndDate', { EndDate: '31/12/2030' }, 'La fecha ingresada es inválida'],
    // A day that does not exist (Date.parse would read it as 3 March), on either date.
    ['StartDate', { StartDate: '2026-02-31' }, 'La fecha ingresada es inválida'],
    ['EndDate', { EndDate: '2030-02-30' }, 'La fecha ingresada es inválida'],
  ])('refuses a bad %s with the spec’s message and saves nothing', async (field, change, message) => {
    const before = (await call('GET', '/api/Label/GetLabels', admin)).json().length;
    const res = await save({ ...legend, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect((await call('GET', '/api/Label/GetLabels', admin)).json()).toHaveLength(before);
  });

  it('accepts 250 and 4000 characters exactly', async () => {
    expect((await save({ ...legend, Description: 'd'.repeat(250), Text: 't'.repeat(4000) })).statusCode).toBe(200);
  });

  it('deletes a legend, and answers 404 to an unknown one', async () => {
    const created = (await save({ ...legend, Text: 'Para borrar' })).json();
    expect((await call('GET', `/api/Label/DeleteLabel?Id=${created.Id}`, admin)).json()).toEqual({ success: true });
    expect((await call('GET', `/api/Label/getLabel?Id=${created.Id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/api/Label/DeleteLabel?Id=${created.Id}`, admin)).statusCode).toBe(404);
    expect((await save({ ...legend, Id: 999999 })).statusCode).toBe(404);
  });

  it.each(['0x10', '1e1', '+5', ' 3 ', '', 'abc', '-1'])('answers 400 to the id %j', async (id) => {
    expect((await call('GET', `/api/Label/getLabel?Id=${encodeURIComponent(id)}`, admin)).statusCode).toBe(400);
    expect((await call('GET', `/api/Label/DeleteLabel?Id=${encodeURIComponent(id)}`, admin)).statusCode).toBe(400);
  });

  describe('access', () => {
    const calls: [string, 'GET' | 'POST', string, object | undefined][] = [
      ['GetLabels', 'GET', '/api/Label/GetLabels', undefined],
      ['getLabel', 'GET', '/api/Label/getLabel?Id=1', undefined],
      ['SaveLabel', 'POST', '/api/Label/SaveLabel', legend],
      ['DeleteLabel', 'GET', '/api/Label/DeleteLabel?Id=1', undefined],
    ];
    it.each(calls)(
      '%s answers 401 without a session and 403 to everyone without AdminLeyendas',
      async (_name, method, url, payload) => {
        expect((await call(method, url, null, payload)).statusCode).toBe(401);
        for (const [who, session] of refused) {
          const res = await call(method, url, session, payload);
          expect([who, res.statusCode]).toEqual([who, 403]);
        }
        expect((await call('GET', '/api/Label/getLabel?Id=1', admin)).statusCode).toBe(200);
      },
    );
  });
});
