import { eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { createMailer, mailEach, type Mailer } from './mailer';

describe.each(testDrivers())('the mailer on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { logger: { level: 'error' } });
  });
  afterAll(() => t?.dispose());

  it('writes many mails to the outbox in batches, answering their ids in order', async () => {
    const mailer = createMailer({ from: 'test@portal.local', log: t.app.log });
    const subject = `Lote ${Date.now()}`;
    const mails = Array.from({ length: 1201 }, (_v, i) => ({
      to: `p${i}@example.com`,
      subject,
      text: `Hola ${i}`,
      html: `<p>Hola ${i}</p>`,
    }));
    const ids = await mailer.sendMany(t.database.db, mails);
    expect(ids).toHaveLength(1201);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(rows).toHaveLength(1201);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(ids.map((id) => byId.get(id as number)?.to)).toEqual(mails.map((m) => m.to));
    expect(await mailer.sendMany(t.database.db, [])).toEqual([]);
  });

  it('writes a keyed mail once: a retried job sends only the mails its first run had not', async () => {
    const mailer = createMailer({ from: 'test@portal.local', log: t.app.log });
    const subject = `Reintento ${Date.now()}`;
    const mail = (i: number) => ({
      to: `r${i}@example.com`,
      subject,
      text: `Hola ${i}`,
      html: `<p>Hola ${i}</p>`,
      idempotencyKey: `${subject}:${i}`,
    });
    const first = await mailer.sendMany(t.database.db, [0, 1].map(mail));
    expect(first.every((id) => typeof id === 'number')).toBe(true);
    const again = await mailer.sendMany(t.database.db, [0, 1, 2].map(mail));
    expect(again.slice(0, 2)).toEqual([null, null]);
    expect(typeof again[2]).toBe('number');
    expect(await mailer.send(t.database.db, mail(2))).toBeNull();
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.subject, subject));
    expect(rows.map((r) => r.to).sort()).toEqual(['r0@example.com', 'r1@example.com', 'r2@example.com']);
  });
});

describe('mailEach', () => {
  it('reads the addresses a page at a time after the last id seen, mailing each page before reading the next', async () => {
    const people = Array.from({ length: 2_345 }, (_v, i) => ({
      id: 10 + i * 3,
      email: i % 7 === 0 ? null : `p${i}@x.com`,
    }));
    const events: string[] = [];
    const sent: string[] = [];
    const mailer: Mailer = {
      send: () => Promise.reject(new Error('not used')),
      sendMany: async (_db, mails) => {
        events.push(`send ${mails.length}`);
        sent.push(...mails.map((m) => m.to));
        return mails.map((_m, i) => i);
      },
    };
    const mailed = await mailEach(
      mailer,
      {} as never,
      async (afterId, limit) => {
        events.push(`read after ${afterId}`);
        return people.filter((p) => p.id > afterId).slice(0, limit);
      },
      (to) => ({ to, subject: 'Aviso', text: 'Hola', html: '<p>Hola</p>' }),
    );
    const withAddress = people.filter((p) => p.email).map((p) => p.email);
    expect(mailed).toBe(withAddress.length);
    expect(sent).toEqual(withAddress);
    // Three pages of at most 1,000: each read follows the previous page's mails, so one page is held at a time.
    expect(events.filter((e) => e.startsWith('read'))).toEqual([
      'read after 0',
      `read after ${people[999].id}`,
      `read after ${people[1999].id}`,
    ]);
    expect(events.map((e) => e.split(' ')[0])).toEqual(['read', 'send', 'read', 'send', 'read', 'send']);
    expect(
      Math.max(...events.filter((e) => e.startsWith('send')).map((e) => Number(e.split(' ')[1]))),
    ).toBeLessThanOrEqual(1_000);
  });
});
