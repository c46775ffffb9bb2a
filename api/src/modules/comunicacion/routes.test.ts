import { eq, like } from 'drizzle-orm';
import { communications, enquiries, outbox, storedFiles } from '../../db/schema';
import { bannerPng } from '../../seed/comunicacion';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';
import type { AppContext } from '../../http/context';
import { createMailer } from '../../lib/mailer';
import { mailDueCommunications } from './mail-job';
import { todayInArgentina } from '../../lib/time-zone';

const OWN = '20172543597';
const OTHER = '20334445551';

interface Part {
  name: string;
  value?: string;
  file?: { name: string; content: Buffer };
}

function multipart(parts: Part[]) {
  const boundary = '----portal-test-boundary';
  const chunks = parts.map((p) =>
    p.file
      ? Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
          p.file.content,
          Buffer.from('\r\n'),
        ])
      : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`),
  );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDrivers())('communications and enquiries on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let other: SignedIn;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    other = await signIn(t.app, DEMO.producer2);
    // Internal staff holding AdminComunicaciones (the content administrator of 002 §6).
    staff = await signIn(t.app, DEMO.staff);
  });
  afterAll(() => t?.dispose());

  const get = (url: string, who: { auth: Record<string, string> } | null) =>
    t.app.inject({ method: 'GET', url, headers: who?.auth ?? {} });
  const search = (cuit: string, who: SignedIn = producer, q = 'Vigentes=true&Ultimos=false') =>
    get(`/api/Communication/SearchCommunication?CUIT=${cuit}&${q}`, who);
  const injectMultipart = (url: string, who: SignedIn, parts: Part[]) => {
    const { payload, headers } = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload, headers: { ...who.auth, ...headers } });
  };
  const idOf = async (title: string) =>
    (await t.database.db.select({ id: communications.id, title: communications.title }).from(communications)).find(
      (c) => c.title.startsWith(title),
    )?.id as number;
  const upload = (who: SignedIn, parts: Part[]) => injectMultipart('/api/FileRepository/Upload', who, parts);
  const save = (method: 'POST' | 'PUT', payload: object, who: SignedIn = staff) =>
    t.app.inject({ method, url: '/api/Communication/', headers: who.auth, payload });

  describe('producer: SearchCommunication and ConfirmCommunication', () => {
    it('lists the current communications, newest first, without the expired, the future or the disabled ones', async () => {
      const res = await search(OWN);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list.map((c: { Title: string }) => c.Title)).toEqual([
        'Actualización de las condiciones de suscripción de Vida Individual',
        'Nuevo cotizador de Vida Colectivo en el portal',
        'Campaña de Retiro: material comercial 2027',
      ]);
      expect(list[0]).toMatchObject({
        Priority: 3,
        ConfirmationRequired: true,
        Readed: false,
        Confirmed: false,
        UrlLink: null,
      });
      expect(list[1]).toMatchObject({
        BodyEmbedded: true,
        UrlBody: `FileRepository/Download/CommunicationBody/${list[1].Id}`,
      });
      expect(list[2]).toMatchObject({
        Priority: 1,
        BodyEmbedded: false,
        UrlLink: `FileRepository/Download/CommunicationAttach/${list[2].Id}`,
      });
      // The history (Vigentes=false) also keeps the expired one; the not-yet-started one never shows.
      const all = (await search(OWN, producer, 'Vigentes=false&Ultimos=false')).json();
      expect(all.map((c: { Title: string }) => c.Title)).toContain('Cierre de operaciones por fin de año');
      expect(all.map((c: { Title: string }) => c.Title)).not.toContain(
        'Nuevos canales de atención a partir del próximo mes',
      );
    });

    it('answers the history every communication however many there are (002 §4 "the history loads all of them")', async () => {
      const { db } = t.database;
      const old = Array.from({ length: 501 }, (_, i) => ({
        title: `Histórica ${i}`,
        description: 'Vencida',
        startDate: '2020-01-01',
        endDate: '2020-01-31',
        enabled: true,
      }));
      await db.insert(communications).values(old);
      try {
        const titles = (await search(OWN, producer, 'Vigentes=false&Ultimos=false'))
          .json()
          .map((c: { Title: string }) => c.Title);
        expect(titles.filter((title: string) => title.startsWith('Histórica '))).toHaveLength(501);
        expect(titles).toContain('Cierre de operaciones por fin de año');
      } finally {
        await db.delete(communications).where(like(communications.title, 'Histórica %'));
      }
    });

    it("keeps each producer's marks its own: the second producer's read one is unread for the first", async () => {
      const cotizador = await idOf('Nuevo cotizador');
      const mine = (await search(OWN)).json().find((c: { Id: number }) => c.Id === cotizador);
      const theirs = (await search(OTHER, other)).json().find((c: { Id: number }) => c.Id === cotizador);
      expect(mine.Readed).toBe(false);
      expect(theirs.Readed).toBe(true);
    });

    it('marks read on opening, then confirms for good; the other producer sees neither', async () => {
      const id = await idOf('Actualización de las condiciones');
      expect(
        (await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&Id=${id}&Confirmated=false`, producer)).json(),
      ).toEqual({ success: true });
      let mine = (await search(OWN)).json().find((c: { Id: number }) => c.Id === id);
      expect(mine).toMatchObject({ Readed: true, Confirmed: false });
      await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&Id=${id}&Confirmated=true`, producer);
      // Reading it again does not undo the confirmation.
      await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&Id=${id}&Confirmated=false`, producer);
      mine = (await search(OWN)).json().find((c: { Id: number }) => c.Id === id);
      expect(mine).toMatchObject({ Readed: true, Confirmed: true });
      const theirs = (await search(OTHER, other)).json().find((c: { Id: number }) => c.Id === id);
      expect(theirs).toMatchObject({ Readed: false, Confirmed: false });
    });

    it("refuses another producer's CUIT (403) in the list and in the confirmation", async () => {
      const id = await idOf('Actualización de las condiciones');
      expect((await search(OTHER)).statusCode).toBe(403);
      expect(
        (await get(`/api/Communication/ConfirmCommunication?CUIT=${OTHER}&Id=${id}&Confirmated=true`, producer))
          .statusCode,
      ).toBe(403);
      const theirs = (await search(OTHER, other)).json().find((c: { Id: number }) => c.Id === id);
      expect(theirs.Confirmed).toBe(false);
    });

    it("gives a Gestor the represented producer's communications and a simulator its chosen producer's", async () => {
      const gestor = await signIn(t.app, DEMO.gestor);
      expect((await search(OWN, gestor)).json()).toHaveLength(3);
      const simulator = await simulatorFor(t.app, t.database, '20-33444555-1');
      expect((await search(OTHER, simulator)).statusCode).toBe(200);
      expect((await search(OWN, simulator)).statusCode).toBe(403);
      // Staff without a producer has no producer's communications.
      expect((await search(OWN, staff)).statusCode).toBe(403);
    });

    it('answers 404 for a communication producers cannot see (future or disabled), 400 to malformed input, 401 without session', async () => {
      const future = await idOf('Nuevos canales');
      expect(
        (await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&Id=${future}&Confirmated=false`, producer))
          .statusCode,
      ).toBe(404);
      for (const bad of ['Id=0x10', 'Id=1e1', 'Id=+5', 'Id=abc', 'Id=']) {
        expect(
          (await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&${bad}&Confirmated=true`, producer))
            .statusCode,
        ).toBe(400);
      }
      expect(
        (await get(`/api/Communication/ConfirmCommunication?CUIT=${OWN}&Id=1&Confirmated=si`, producer)).statusCode,
      ).toBe(400);
      expect((await search('123')).statusCode).toBe(400);
      expect((await search(OWN, null as never)).statusCode).toBe(401);
    });
  });

  describe('producer: body and attachment downloads', () => {
    it('serves the sanitized HTML body (no script) and the image body', async () => {
      const html = await get(
        `/api/FileRepository/Download/CommunicationBody/${await idOf('Nuevo cotizador')}`,
        producer,
      );
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toContain('Vida Colectivo');
      expect(html.body).not.toContain('<script');
      const image = await get(
        `/api/FileRepository/Download/CommunicationBody/${await idOf('Campaña de Retiro')}`,
        producer,
      );
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('serves the attachment, and nothing of a communication not yet started or of none', async () => {
      const res = await get(
        `/api/FileRepository/Download/CommunicationAttach/${await idOf('Campaña de Retiro')}`,
        producer,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('Campana_Retiro_2027.pdf');
      expect(
        (await get(`/api/FileRepository/Download/CommunicationAttach/${await idOf('Nuevo cotizador')}`, producer))
          .statusCode,
      ).toBe(404);
      expect((await get('/api/FileRepository/Download/CommunicationAttach/0x1', producer)).statusCode).toBe(400);
    });
  });

  describe('admin: GetCommunications, getcommunication, POST, PUT, DeleteCommunication, FileRepository/Upload', () => {
    it('refuses every admin call with 403 to a producer and to an administrator without AdminComunicaciones', async () => {
      const admin = await signIn(t.app, DEMO.admin);
      for (const who of [producer, admin]) {
        expect((await get('/api/Communication/GetCommunications', who)).statusCode).toBe(403);
        expect(
          (await get(`/api/communication/getcommunication?id=${await idOf('Nuevo cotizador')}`, who)).statusCode,
        ).toBe(403);
        expect(
          (await get(`/api/Communication/DeleteCommunication?id=${await idOf('Nuevo cotizador')}`, who)).statusCode,
        ).toBe(403);
        expect(
          (await save('POST', { priority: 1, title: 'x', description: 'y', startDate: '2026-01-01' }, who)).statusCode,
        ).toBe(403);
        expect(
          (
            await upload(who, [
              { name: 'Entity', value: 'CommunicationAttach' },
              { name: 'EntityId', value: '1' },
              { name: 'File', file: { name: 'a.pdf', content: pdf } },
            ])
          ).statusCode,
        ).toBe(403);
      }
      expect(await idOf('Nuevo cotizador')).toBeDefined();
    });

    it('lists every communication with its reads and confirmations, in the admin fields', async () => {
      const res = await get('/api/Communication/GetCommunications', staff);
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(6);
      const cotizador = list.find((c: { title: string }) => c.title.startsWith('Nuevo cotizador'));
      expect(cotizador).toMatchObject({
        bodyEmbedded: true,
        enabled: true,
        endDate: null,
        readCount: 1,
        confirmedCount: 0,
      });
      expect(Object.keys(cotizador).sort()).toEqual(
        [
          'bodyEmbedded',
          'confirmationRequired',
          'confirmationText',
          'confirmedCount',
          'description',
          'enabled',
          'endDate',
          'id',
          'priority',
          'readCount',
          'sendMail',
          'sendMailDate',
          'startDate',
          'title',
          'urlBody',
          'urlLink',
        ].sort(),
      );
    });

    it('lists every communication however many there are, so that the oldest can still be edited or disabled', async () => {
      const { db } = t.database;
      const old = Array.from({ length: 501 }, (_, i) => ({
        title: `Antigua ${i}`,
        description: 'Vencida',
        startDate: '2019-01-01',
        endDate: '2019-01-31',
        enabled: true,
      }));
      await db.insert(communications).values(old);
      try {
        const list = (await get('/api/Communication/GetCommunications', staff)).json() as { title: string }[];
        expect(list).toHaveLength(6 + 501);
        // Newest first: the oldest ones close the list.
        expect(list.at(-1)?.title).toMatch(/^Antigua /);
      } finally {
        await db.delete(communications).where(like(communications.title, 'Antigua %'));
      }
    });

    it('refuses a communication missing a required field or over 1000 characters with the spec message', async () => {
      const today = todayInArgentina();
      const missing = await save('POST', { priority: 1, title: '', description: 'Algo', startDate: today });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().issues[0].message).toBe('Debe completar todos los campos obligatorios');
      const noText = await save('POST', {
        priority: 2,
        title: 'T',
        description: 'D',
        startDate: today,
        confirmationRequired: true,
      });
      expect(noText.json().issues.map((i: { message: string }) => i.message)).toContain(
        'Debe completar todos los campos obligatorios',
      );
      expect((await save('POST', { priority: 4, title: 'T', description: 'D', startDate: today })).statusCode).toBe(
        400,
      );
      expect(
        (await save('POST', { priority: 1, title: 'T'.repeat(1001), description: 'D', startDate: today })).statusCode,
      ).toBe(400);
      expect(
        (await save('POST', { priority: 1, title: 'T', description: 'D', startDate: '01/12/2026' })).statusCode,
      ).toBe(400);
    });

    it('creates disabled, uploads the body and the attachment, enables, mails once and deletes', async () => {
      const today = todayInArgentina();
      const created = await save('POST', {
        id: 0,
        priority: 3,
        title: 'Comunicación de prueba',
        description: 'Descripción de prueba',
        startDate: today,
        endDate: null,
        confirmationRequired: true,
        confirmationText: 'Confirmo la lectura',
        enabled: true,
        sendMail: true,
        sendMailDate: today,
        bodyEmbedded: true,
      });
      expect(created.statusCode).toBe(200);
      const id = created.json() as number;
      const loaded = (await get(`/api/communication/getcommunication?id=${id}`, staff)).json();
      expect(loaded).toMatchObject({
        id,
        enabled: false,
        urlBody: null,
        urlLink: null,
        confirmationText: 'Confirmo la lectura',
      });

      // Checked by content: an "html" that is a PDF, a PDF attachment that is text, and an unknown entity are refused.
      const fakeHtml = await upload(staff, [
        { name: 'Entity', value: 'CommunicationBody' },
        { name: 'EntityId', value: String(id) },
        { name: 'File', file: { name: 'body.png', content: pdf } },
      ]);
      expect(fakeHtml.statusCode).toBe(400);
      expect(fakeHtml.json().businessExceptions[0].message).toContain('body.png');
      const fakePdf = await upload(staff, [
        { name: 'Entity', value: 'CommunicationAttach' },
        { name: 'EntityId', value: String(id) },
        { name: 'File', file: { name: 'x.pdf', content: Buffer.from('hola') } },
      ]);
      expect(fakePdf.statusCode).toBe(400);
      expect(
        (
          await upload(staff, [
            { name: 'Entity', value: 'Otra' },
            { name: 'EntityId', value: String(id) },
            { name: 'File', file: { name: 'x.pdf', content: pdf } },
          ])
        ).statusCode,
      ).toBe(400);
      const tooLarge = await upload(staff, [
        { name: 'Entity', value: 'CommunicationBody' },
        { name: 'EntityId', value: String(id) },
        { name: 'File', file: { name: 'big.html', content: Buffer.alloc(6 * 1024 * 1024, 'a') } },
      ]);
      expect(tooLarge.statusCode).toBe(400);

      const body =
        '<p onclick="steal()">Hola <b>productor</b></p><script>alert(1)</script><iframe src="https://x"></iframe>';
      const okBody = await upload(staff, [
        { name: 'Entity', value: 'CommunicationBody' },
        { name: 'EntityId', value: String(id) },
        { name: 'FileName', value: 'cuerpo.html' },
        { name: 'File', file: { name: 'cuerpo.html', content: Buffer.from(body) } },
      ]);
      expect(okBody.json()).toEqual({ success: true, businessExceptions: [] });
      expect(
        (
          await upload(staff, [
            { name: 'Entity', value: 'CommunicationAttach' },
            { name: 'EntityId', value: String(id) },
            { name: 'File', file: { name: 'adjunto.pdf', content: pdf } },
          ])
        ).statusCode,
      ).toBe(200);
      // A second attachment replaces the first.
      expect(
        (
          await upload(staff, [
            { name: 'Entity', value: 'CommunicationAttach' },
            { name: 'EntityId', value: String(id) },
            { name: 'File', file: { name: 'adjunto-2.pdf', content: pdf } },
          ])
        ).statusCode,
      ).toBe(200);
      const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.entityId, id));
      expect(rows.filter((r) => r.entity === 'CommunicationAttach').map((r) => r.fileName)).toEqual(['adjunto-2.pdf']);

      const withFiles = (await get(`/api/communication/getcommunication?id=${id}`, staff)).json();
      expect(withFiles.urlBody).toBe(`FileRepository/Download/CommunicationBody/${id}`);
      const served = await get(`/api/FileRepository/Download/CommunicationBody/${id}`, staff);
      expect(served.body).toContain('<b>productor</b>');
      expect(served.body).not.toMatch(/script|onclick|iframe/);
      // Disabled: the producers do not see it yet.
      expect((await search(OWN)).json().map((c: { Id: number }) => c.Id)).not.toContain(id);

      // The start date stays once reached; unticking confirmation clears its text.
      const put = await save('PUT', { ...withFiles, enabled: true, startDate: '2030-01-01' });
      expect(put.json()).toEqual({ success: true, businessExceptions: [] });
      expect((await get(`/api/communication/getcommunication?id=${id}`, staff)).json()).toMatchObject({
        enabled: true,
        startDate: today,
      });
      expect((await search(OWN)).json()[0]).toMatchObject({
        Id: id,
        Title: 'Comunicación de prueba',
        ConfirmationText: 'Confirmo la lectura',
      });

      // Two mail runs at once (two api processes) mail it exactly once to each producer.
      const ctx = {
        database: t.database,
        mailer: createMailer({ from: 'portal@test', log: t.app.log }),
        config: { publicUrl: 'http://localhost:8080' },
      } as AppContext;
      const before = await t.database.db.select().from(outbox);
      const [a, b] = await Promise.all([mailDueCommunications(ctx), mailDueCommunications(ctx)]);
      expect(a + b).toBe(1);
      expect(await mailDueCommunications(ctx)).toBe(0);
      const mails = (await t.database.db.select().from(outbox)).slice(before.length);
      const toDemo = mails.filter((mail) => mail.to === 'productor@demo.com.ar');
      expect(toDemo).toHaveLength(1);
      expect(toDemo[0].subject).toBe('Nueva comunicación: Comunicación de prueba');
      expect(mails.some((mail) => mail.to === 'gestor@demo.com.ar')).toBe(false);

      expect((await get(`/api/Communication/DeleteCommunication?id=${id}`, staff)).json()).toEqual({
        success: true,
        businessExceptions: [],
      });
      expect((await get(`/api/communication/getcommunication?id=${id}`, staff)).statusCode).toBe(404);
      expect(
        (await t.database.db.select().from(storedFiles).where(eq(storedFiles.entityId, id))).filter((r) =>
          r.entity.startsWith('Communication'),
        ),
      ).toEqual([]);
      expect((await get(`/api/Communication/DeleteCommunication?id=${id}`, staff)).statusCode).toBe(404);
    });

    it('refuses an image body that is not an image when the body is not embedded', async () => {
      const id = await idOf('Campaña de Retiro');
      const html = await upload(staff, [
        { name: 'Entity', value: 'CommunicationBody' },
        { name: 'EntityId', value: String(id) },
        { name: 'File', file: { name: 'a.html', content: Buffer.from('<p>x</p>') } },
      ]);
      expect(html.statusCode).toBe(400);
      const png = await upload(staff, [
        { name: 'Entity', value: 'CommunicationBody' },
        { name: 'EntityId', value: String(id) },
        { name: 'File', file: { name: 'b.png', content: bannerPng(10, 10) } },
      ]);
      expect(png.statusCode).toBe(200);
      expect(
        (
          await upload(staff, [
            { name: 'Entity', value: 'CommunicationBody' },
            { name: 'EntityId', value: '999999' },
            { name: 'File', file: { name: 'b.png', content: bannerPng(10, 10) } },
          ])
        ).statusCode,
      ).toBe(404);
    });
  });

  describe('enquiries: GetSectores, GetMotivos, EnviarConsulta', () => {
    const enquiry = (who: SignedIn, parts: Part[]) => injectMultipart('/api/Communication/EnviarConsulta', who, parts);
    const detail = 'Necesito el detalle de las comisiones liquidadas en noviembre para la póliza 10000001.';

    it('lists the sectors, sector 4 being invoice sending without types, and the types of a sector', async () => {
      const sectors = (await get('/api/Communication/GetSectores', producer)).json();
      expect(sectors.find((s: { id: number }) => s.id === 4)).toMatchObject({
        value: 'Envío de facturas',
        hasSubCategory: false,
      });
      expect(sectors.find((s: { id: number }) => s.id === 1)).toEqual({
        id: 1,
        value: 'Comercial',
        hasSubCategory: true,
        message: null,
      });
      expect(sectors[0]).not.toHaveProperty('mailbox');
      const reasons = (await get('/api/Communication/GetMotivos?idSector=1', producer)).json();
      expect(reasons.map((r: { value: string }) => r.value)).toEqual([
        'Alta de productor',
        'Comisiones',
        'Material comercial',
      ]);
      expect((await get('/api/Communication/GetMotivos?idSector=1e1', producer)).statusCode).toBe(400);
      expect((await get('/api/Communication/GetSectores', null)).statusCode).toBe(401);
    });

    it('sends an enquiry with files to the sector mailbox and a copy to the sender', async () => {
      const reasons = (await get('/api/Communication/GetMotivos?idSector=1', producer)).json();
      const res = await enquiry(producer, [
        { name: 'IdSector', value: '1' },
        { name: 'IdSectorQueryReason', value: String(reasons[1].id) },
        { name: 'Motive', value: 'Comisiones de noviembre' },
        { name: 'Detail', value: detail },
        { name: 'SendCopy', value: 'true' },
        { name: 'User', value: String(producer.userId) },
        { name: 'FileName', value: 'liquidacion.pdf' },
        { name: 'File', file: { name: 'liquidacion.pdf', content: pdf } },
        { name: 'FileName', value: 'captura.png' },
        { name: 'File', file: { name: 'captura.png', content: bannerPng(20, 20) } },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, businessExceptions: [] });
      const [stored] = await t.database.db.select().from(enquiries).where(eq(enquiries.cuit, OWN));
      expect(stored).toMatchObject({ sectorId: 1, motive: 'Comisiones de noviembre', sendCopy: true });
      const mails = await t.database.db.select().from(outbox);
      const toSector = mails.filter((m) => m.to === 'comercial@consultas.demo.com.ar').at(-1)!;
      expect(toSector.subject).toBe('Consulta Comercial: Comisiones de noviembre');
      expect(toSector.text).toContain('Tipo de consulta: Comisiones');
      expect(toSector.text).toContain('20-17254359-7');
      expect(toSector.attachments).toEqual(['liquidacion.pdf', 'captura.png']);
      const copy = mails.filter((m) => m.to === 'productor@demo.com.ar').at(-1)!;
      expect(copy.subject).toBe('Copia de su consulta a Comercial');
      expect(copy.attachments).toEqual(['liquidacion.pdf', 'captura.png']);
    });

    it('answers every failed rule at once: missing type, short comment, long subject, a file whose content lies', async () => {
      const res = await enquiry(producer, [
        { name: 'IdSector', value: '1' },
        { name: 'Motive', value: 'x'.repeat(201) },
        { name: 'Detail', value: 'Muy corto' },
        { name: 'File', file: { name: 'virus.pdf', content: Buffer.from('MZ\x90\x00') } },
      ]);
      expect(res.statusCode).toBe(400);
      const message = res.json().businessExceptions[0].message as string;
      expect(message.split('. ').length).toBeGreaterThanOrEqual(4);
      expect(message).toContain('El comentario debe tener como mínimo 25 caracteres');
      expect(message).toContain('virus.pdf');
      expect(
        (
          await enquiry(producer, [
            { name: 'IdSector', value: '99' },
            { name: 'Detail', value: detail },
          ])
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await enquiry(producer, [
            { name: 'IdSector', value: '2' },
            { name: 'IdSectorQueryReason', value: '1' },
            { name: 'Detail', value: detail },
          ])
        ).statusCode,
      ).toBe(400);
    });

    it('takes sector 4 without a type, refuses more than 10 files and another user id', async () => {
      expect(
        (
          await enquiry(other, [
            { name: 'IdSector', value: '4' },
            { name: 'Detail', value: detail },
            { name: 'SendCopy', value: 'false' },
          ])
        ).statusCode,
      ).toBe(200);
      const eleven = Array.from({ length: 11 }, (_, i) => ({
        name: 'File',
        file: { name: `f${i}.pdf`, content: pdf },
      }));
      const tooMany = await enquiry(producer, [
        { name: 'IdSector', value: '4' },
        { name: 'Detail', value: detail },
        ...eleven,
      ]);
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().businessExceptions[0].message).toBe('Se pueden adjuntar hasta 10 archivos.');
      expect(
        (
          await enquiry(producer, [
            { name: 'IdSector', value: '4' },
            { name: 'Detail', value: detail },
            { name: 'User', value: String(other.userId) },
          ])
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/Communication/EnviarConsulta',
            headers: producer.auth,
            payload: { IdSector: 4 },
          })
        ).statusCode,
      ).toBe(415);
    });
  });
});
