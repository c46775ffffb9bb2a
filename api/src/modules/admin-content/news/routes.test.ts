import { eq } from 'drizzle-orm';
import { news, outbox, parameters, producers } from '../../../db/schema';
import type { AppContext } from '../../../http/context';
import { createMailer } from '../../../lib/mailer';
import { createTestApp, type TestApp } from '../../../testing/app';
import { testDrivers } from '../../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../../testing/session';
import { contentSessions } from '../testing';
import { sendNewsToAll } from './service';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = `data:image/png;base64,${PNG.toString('base64')}`;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

describe.each(testDrivers())('news administration on %s', (driver) => {
  let t: TestApp;
  let admin: SignedIn;
  let refused: [string, SignedIn][];
  beforeAll(async () => {
    t = await createTestApp(driver, { logger: { level: 'error' } });
    ({ admin, refused } = await contentSessions(t.app));
  });
  afterAll(() => t?.dispose());

  const call = (method: 'GET' | 'POST', url: string, who: SignedIn | null = admin, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who?.auth ?? {},
      ...(payload !== undefined && { payload: payload as object }),
    });
  const web = {
    Id: 0,
    Type: 0,
    Title: 'Nuevo plan',
    SubTitle: 'Vida individual',
    Text: 'Cobertura ampliada',
    CreationDate: inDays(-1),
    UntilDate: inDays(7),
    Image: png,
    URL: 'https://example.com/plan',
    BackgroundSize: 'cover',
  };
  const mail = {
    Id: 0,
    Type: 1,
    Title: 'Novedades de noviembre',
    SubTitle: 'Cierre',
    Text: 'El cierre es el 28',
    CreationDate: inDays(0),
    UntilDate: inDays(7),
    Image: png,
  };
  const carousel = async () =>
    (await call('GET', '/api/news/NewsSearch?Vigentes=true', admin))
      .json()
      .map((n: { SubTitle: string }) => n.SubTitle);

  it('creates a web notice with the next order that shows in the carousel, lists it with its grid flags, updates and deletes it', async () => {
    const res = await call('POST', '/api/news/NewsCreate', admin, web);
    expect(res.statusCode).toBe(200);
    const id = res.json();
    expect(await carousel()).toContain('Vida individual');
    const list = (await call('GET', '/api/news/NewsSearch?Type=0')).json();
    const item = list.find((n: { Id: number }) => n.Id === id);
    expect(item).toMatchObject({
      Type: 0,
      Title: 'Nuevo plan',
      Order: 2,
      Pendiente: false,
      Activo: true,
      TieneImagen: true,
      TieneHTML: false,
      User: 'contenidos@demo.com.ar',
    });
    expect(
      (await call('POST', '/api/news/NewsUpdate', admin, { ...web, Id: id, Order: 0, CreationDate: inDays(2) })).json(),
    ).toBe(id);
    const updated = (await call('GET', '/api/news/NewsSearch?Type=0')).json().find((n: { Id: number }) => n.Id === id);
    expect(updated).toMatchObject({ Pendiente: true, Activo: false, Order: 0 });
    expect(await carousel()).not.toContain('Vida individual');
    expect((await call('POST', '/api/news/NewsDelete', admin, id)).json()).toEqual({ success: true });
    expect((await call('POST', '/api/news/NewsDelete', admin, id)).statusCode).toBe(404);
  });

  it.each([
    ['UntilDate', { UntilDate: inDays(-1) }, 'Debe ingresar una fecha mayor del dia de hoy'],
    ['URL', { URL: 'javascript:alert(1)' }, 'La URL ingresada no es válida'],
    ['URL', { URL: `https://example.com/${'a'.repeat(2083)}` }, 'La URL ingresada no es válida'],
    ['Title', { Title: 'x'.repeat(51) }, 'El asunto admite hasta 50 caracteres'],
    ['SubTitle', { SubTitle: 'x'.repeat(101) }, 'El título admite hasta 100 caracteres'],
    ['Text', { Text: 'x'.repeat(2001) }, 'El texto admite hasta 2000 caracteres'],
    ['Image', { Image: null }, 'Debe ingresar título, subtítulo y texto con una imagen, o solo una imagen'],
    ['Image', { Text: '' }, 'Debe ingresar título, subtítulo y texto con una imagen, o solo una imagen'],
    [
      'Image',
      { Image: `data:image/png;base64,${Buffer.from('GIF89a').toString('base64')}` },
      'No es compatible con la extensión de archivo',
    ],
    [
      'Image',
      { Image: `data:image/png;base64,${Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]).toString('base64')}` },
      'El tamaño del archivo es demasiado grande',
    ],
  ])('refuses a web notice with a bad %s with the spec’s message and saves nothing', async (field, change, message) => {
    const before = (await call('GET', '/api/news/NewsSearch?Type=0')).json().length;
    const res = await call('POST', '/api/news/NewsCreate', admin, { ...web, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path: field, message });
    expect((await call('GET', '/api/news/NewsSearch?Type=0')).json()).toHaveLength(before);
  });

  it("keeps a new web notice sent with Order 0 ('Mostrar aviso' off) out of the carousel", async () => {
    const id = (await call('POST', '/api/news/NewsCreate', admin, { ...web, SubTitle: 'Oculto', Order: 0 })).json();
    expect(
      (await call('GET', '/api/news/NewsSearch?Type=0')).json().find((n: { Id: number }) => n.Id === id),
    ).toMatchObject({ Order: 0 });
    expect(await carousel()).not.toContain('Oculto');
  });

  it('accepts just an image', async () => {
    expect(
      (await call('POST', '/api/news/NewsCreate', admin, { ...web, Title: '', SubTitle: '', Text: '' })).statusCode,
    ).toBe(200);
  });

  it('sends an e-mail notice as a test, to one producer plus extra addresses, and refuses bad addresses', async () => {
    const id = (await call('POST', '/api/news/NewsCreate', admin, mail)).json();
    expect((await call('POST', '/api/news/NewsCreate', admin, { ...mail, Title: '' })).json().issues).toContainEqual({
      path: 'Title',
      message: 'Debe ingresar el asunto',
    });
    expect((await call('POST', '/api/news/SendNews', admin, { News: id, Email: 'prueba@example.com' })).json()).toEqual(
      { success: true, sent: 1, queued: false },
    );
    const res = await call('POST', '/api/news/SendNews', admin, {
      News: id,
      UserIds: ['20172543597'],
      ExtraEmails: 'extra@example.com; otra@example.com',
    });
    expect(res.json()).toEqual({ success: true, sent: 3, queued: false });
    const to = (await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Novedades de noviembre')))
      .map((m) => m.to)
      .sort();
    expect(to).toEqual(['extra@example.com', 'otra@example.com', 'productor@demo.com.ar', 'prueba@example.com']);
    const bad = await call('POST', '/api/news/SendNews', admin, {
      News: id,
      UserIds: ['20172543597'],
      ExtraEmails: 'bien@example.com;mal',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().issues)).toContain('El e-mail ingresado es inválido');
    const none = await call('POST', '/api/news/SendNews', admin, { News: id, UserIds: [] });
    expect(JSON.stringify(none.json().issues)).toContain(
      'Debe seleccionar todos los productores o al menos un productor',
    );
    // Without the job queue (this test app), a sending to all producers is refused rather than done inline.
    expect((await call('POST', '/api/news/SendNews', admin, { News: id, AllProducers: true })).statusCode).toBe(503);
  });

  it('sends an HTML notice to all producers in the background job, sanitized', async () => {
    const id = (
      await call('POST', '/api/news/NewsCreate', admin, {
        ...mail,
        Title: 'Aviso HTML',
        Image: null,
        HTML: '<p>Hola</p><script>x()</script>',
      })
    ).json();
    const ctx = {
      database: t.database,
      mailer: createMailer({ from: 'test@portal.local', log: t.app.log }),
    } as AppContext;
    const sent = await sendNewsToAll(ctx, id);
    const withMail = (await t.database.db.select({ email: producers.email }).from(producers)).filter((p) => p.email);
    expect(sent).toBe(withMail.length);
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.subject, 'Aviso HTML'));
    expect(mails).toHaveLength(withMail.length);
    expect(mails[0].html).toBe('<p>Hola</p>');
  });

  it("saves 'ShowDefaultHomeImg' only while an active web notice exists", async () => {
    expect(
      (
        await call('POST', '/api/Parameters/ParametersSave', admin, { Key: 'ShowDefaultHomeImg', Value: 'true' })
      ).json(),
    ).toEqual({ success: true });
    expect(
      (await t.database.db.select().from(parameters).where(eq(parameters.key, 'ShowDefaultHomeImg')))[0].value,
    ).toBe('true');
    await t.database.db
      .update(news)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(news.type, 0));
    const res = await call('POST', '/api/Parameters/ParametersSave', admin, {
      Key: 'ShowDefaultHomeImg',
      Value: 'false',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().businessExceptions[0].message).toBe('Debe haber al menos una imagen de inicio');
    expect(
      (await call('POST', '/api/Parameters/ParametersSave', admin, { Key: 'AppVersion', Value: 'true' })).statusCode,
    ).toBe(400);
  });

  describe('access', () => {
    const calls: [string, 'GET' | 'POST', string, unknown][] = [
      ['NewsSearch?Type', 'GET', '/api/news/NewsSearch?Type=1', undefined],
      ['NewsCreate', 'POST', '/api/news/NewsCreate', web],
      ['NewsUpdate', 'POST', '/api/news/NewsUpdate', { ...web, Id: 1 }],
      ['NewsDelete', 'POST', '/api/news/NewsDelete', 1],
      ['SendNews', 'POST', '/api/news/SendNews', { News: 1, Email: 'a@example.com' }],
      ['ParametersSave', 'POST', '/api/Parameters/ParametersSave', { Key: 'ShowDefaultHomeImg', Value: 'true' }],
    ];
    it.each(calls)(
      '%s answers 401 without a session and 403 to everyone without VerMarketing',
      async (_name, method, url, payload) => {
        expect((await call(method, url, null, payload)).statusCode).toBe(401);
        for (const [who, session] of refused) {
          const res = await call(method, url, session, payload);
          expect([who, res.statusCode]).toEqual([who, 403]);
        }
      },
    );

    it('still gives every signed-in user the carousel', async () => {
      expect(
        (await call('GET', '/api/news/NewsSearch?Vigentes=true', await signIn(t.app, DEMO.producer))).statusCode,
      ).toBe(200);
    });
  });
});
