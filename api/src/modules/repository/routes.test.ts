import fs from 'node:fs';
import path from 'node:path';
import { desc, eq, inArray } from 'drizzle-orm';
import JSZip from 'jszip';
import { payrolls, policies, storedFiles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn, simulatorFor } from '../../testing/session';

describe.each(testDrivers())('the file repository on %s', (driver) => {
  let t: TestApp;
  let sim: SignedIn;
  let producer: SignedIn;
  let fileId: number;
  const content = Buffer.from('CUIL;Apellido;Nombre\n20111111112;PÉREZ;JUAN\n', 'utf8');

  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    sim = await simulatorFor(t.app, t.database, DEMO.producer);
    const [policy] = await t.database.db.select().from(policies).where(eq(policies.policyNumber, '10000001'));
    const boundary = '----repo-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Type"\r\n\r\nAP\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="Policy"\r\n\r\n${policy.policyNumber}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="nómina marzo.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/portfolio/SendPayroll',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...producer.auth },
    });
    expect(res.statusCode).toBe(200);
    const [payroll] = await t.database.db.select().from(payrolls).orderBy(desc(payrolls.id)).limit(1);
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.entityId, payroll.id))
      .orderBy(desc(storedFiles.id))
      .limit(1);
    fileId = file.id;
  });
  afterAll(() => t?.dispose());

  const get = (url: string, s: SignedIn | null = sim) => t.app.inject({ method: 'GET', url, headers: s ? s.auth : {} });
  const del = (url: string, s: SignedIn | null = sim) =>
    t.app.inject({ method: 'DELETE', url, headers: s ? s.auth : {} });

  it('lists every stored file with its category, uploader, date and names', async () => {
    const res = await get('/api/FileRepository/repositorio/');
    expect(res.statusCode).toBe(200);
    const row = res.json().find((f: { id: number }) => f.id === fileId);
    expect(row).toMatchObject({
      categoria: 'Nómina',
      productor: '20172543597 - GÓMEZ MARTÍN',
      inputName: 'nómina marzo.csv',
      outputName: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(Date.now() - Date.parse(row.fechaCarga)).toBeLessThan(60_000);
    expect(res.json().some((f: { categoria: string }) => f.categoria === 'Adjunto de notificación')).toBe(true);
  });

  it('names the category of every entity the api stores files under, never its code', async () => {
    const { db } = t.database;
    const names = {
      EnquiryFile: 'Adjunto de consulta',
      NotificationDefinitionAttach: 'Adjunto de definición de notificación',
      FacturaPendiente: 'Factura pendiente de envío',
    };
    const rows = await db
      .insert(storedFiles)
      .values(
        Object.keys(names).map((entity) => ({
          entity,
          fileName: `${entity}.pdf`,
          contentType: 'application/pdf',
          size: 1,
          sha256: '0'.repeat(64),
          storageKey: `categoria-${entity}`,
        })),
      )
      .returning({ id: storedFiles.id, entity: storedFiles.entity });
    try {
      const listed = (await get('/api/FileRepository/repositorio/')).json() as { id: number; categoria: string }[];
      for (const row of rows)
        expect(listed.find((f) => f.id === row.id)?.categoria).toBe(names[row.entity as keyof typeof names]);
    } finally {
      await db.delete(storedFiles).where(
        inArray(
          storedFiles.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it("downloads a file inside 'archivos.zip'", async () => {
    const res = await get(`/api/FileRepository/Download?FileEntity=NominaFile&Entity=${fileId}&Zip=true`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="archivos.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files)).toEqual(['nómina marzo.csv']);
    expect(await zip.file('nómina marzo.csv')!.async('nodebuffer')).toEqual(content);
  });

  it('serves internal staff holding VerRepositorio', async () => {
    const staff = await signIn(t.app, DEMO.staff);
    expect((await get('/api/FileRepository/repositorio/', staff)).statusCode).toBe(200);
    expect(
      (await get(`/api/FileRepository/Download?FileEntity=NominaFile&Entity=${fileId}&Zip=true`, staff)).statusCode,
    ).toBe(200);
  });

  it('answers 403 to callers without VerRepositorio, 401 without a session, 400 and 404 for bad ids', async () => {
    const admin = await signIn(t.app, DEMO.admin);
    const bare = await signIn(t.app, DEMO.simulator);
    for (const s of [admin, bare]) {
      expect((await get('/api/FileRepository/repositorio/', s)).statusCode).toBe(403);
      expect(
        (await get(`/api/FileRepository/Download?FileEntity=NominaFile&Entity=${fileId}&Zip=true`, s)).statusCode,
      ).toBe(403);
      expect((await del(`/api/FileRepository/?Entity=${fileId}&FileEntity=NominaFile`, s)).statusCode).toBe(403);
    }
    expect((await get('/api/FileRepository/repositorio/', null)).statusCode).toBe(401);
    expect((await del('/api/FileRepository/?Entity=0x10')).statusCode).toBe(400);
    expect((await del('/api/FileRepository/?Entity=99999999')).statusCode).toBe(404);
    expect((await get('/api/FileRepository/Download?FileEntity=NominaFile&Entity=99999999&Zip=true')).statusCode).toBe(
      404,
    );
  });

  it('deletes the record and the file', async () => {
    const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
    const res = await del(`/api/FileRepository/?Entity=${fileId}&FileEntity=NominaFile`);
    expect(res.json()).toEqual({ success: true, businessExceptions: [] });
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    expect(fs.existsSync(path.join(t.filesDir, file.storageKey))).toBe(false);
    expect((await get('/api/FileRepository/repositorio/')).json().some((f: { id: number }) => f.id === fileId)).toBe(
      false,
    );
  });
});
