import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMailer } from './mailer';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/database';
import { createFileStore, DatabaseFileStore, FolderFileStore } from './storage';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  fatal() {},
  trace() {},
  child: () => silent,
  level: 'silent',
  silent() {},
} as never;

describe.each(testDrivers())('cross-replica state in the database (%s)', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(driver, { seed: false });
  });
  afterAll(() => t.dispose());

  it('a database file store keeps the bytes where every replica reads them, readable only once committed', async () => {
    const content = Buffer.from('CUIL;Apellido\n20-30111222-3;PÉREZ\n', 'latin1');
    const writer = new DatabaseFileStore(t.database.db);
    const reader = new DatabaseFileStore(t.database.db); // another replica: nothing shared but the database
    const staged = await writer.stage(content);
    expect(staged.size).toBe(content.length);
    expect(staged.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    await expect(reader.read(staged.key)).rejects.toThrow(/not found/);
    await staged.commit();
    expect(await reader.read(staged.key)).toEqual(content);

    const dropped = await writer.stage(Buffer.from('x'));
    await dropped.discard();
    const left = await t.database.db.execute(sql`select count(*)::int as n from file_blobs where key = ${dropped.key}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    await expect(reader.read('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });

  it('the store is the database one when FILES_STORE says so, the folder otherwise', () => {
    expect(createFileStore({ filesStore: 'database' }, t.database.db)).toBeInstanceOf(DatabaseFileStore);
    expect(createFileStore({ filesStore: 'folder', filesDir: '/tmp/x' }, t.database.db)).toBeInstanceOf(
      FolderFileStore,
    );
  });

  it('a mail with an idempotency key already in the outbox is not written again (a retried job mails once)', async () => {
    const mailer = createMailer({ from: 'test@portal.local', log: silent });
    const mail = {
      to: 'productor@demo.com.ar',
      subject: 'Reporte programado',
      text: 't',
      html: '<p>t</p>',
      idempotencyKey: 'report-send:job-1',
    };
    await mailer.send(t.database.db, mail);
    await mailer.send(t.database.db, mail);
    await mailer.send(t.database.db, { ...mail, idempotencyKey: undefined });
    await mailer.send(t.database.db, { ...mail, idempotencyKey: undefined });
    const rows = await t.database.db.execute(
      sql`select idempotency_key as k from outbox where subject = 'Reporte programado' order by id`,
    );
    expect((rows as unknown as { rows: { k: string | null }[] }).rows.map((r) => r.k)).toEqual([
      'report-send:job-1',
      null,
      null,
    ]);
  });
});
