import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { createMailer } from './mailer';

describe.each(testDrivers())('the mailer on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { logger: { level: 'error' } });
  });
  afterAll(() => t?.dispose());

  it('writes many mails to the outbox in batches, answering their ids in order', async () => {
    const mailer = createMailer({ from: 'test@portal.local', log: t.app.log });
    const subject = `Lote ${Date.now()}`;
    const mails = Array.from({ length: 1201 }, (_v, i) => ({ to: `p${i}@example.com`, subject, text: `Hola ${i}`, html: `<p>Hola ${i}</p>` }));
    const ids = await mailer.sendMany(t.database.db, mails);
    expect(ids).toHaveLength(1201);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(rows).toHaveLength(1201);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id)?.to)).toEqual(mails.map((m) => m.to));
    expect(await mailer.sendMany(t.database.db, [])).toEqual([]);
  });
});
