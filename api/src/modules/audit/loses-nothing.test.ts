import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditSetAside, policies } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/app';
import {
  encodedFile,
  enquiry,
  field,
  HOSTILE_FILE_NAMES,
  missingCounts,
  payrollUpload,
  readAuditTrail,
  REFUSED_CONTENT,
  utf16Field,
  watchRecorder,
} from '../../testing/audit-trail';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../testing/session';

/** The demo producer's CUIT, under which its calls are read back. */
const CUIT = '20172543597';

/** Runs `calls` `width` at a time, as concurrent users would. */
async function inParallel<T>(calls: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(calls.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < calls.length) {
        const i = next++;
        results[i] = await calls[i]();
      }
    }),
  );
  return results;
}

/*
 * Issue 36 §2: one request's NUL or lone surrogate made PostgreSQL refuse the whole batch insert, and the
 * recorder dropped every record of it, other users' included. Each call here is read back through the
 * auditors' own calls, whatever it carried.
 */
describe.each(testDrivers())('the audit trail loses nothing on %s', (driver) => {
  let t: TestApp;
  let producer: SignedIn;
  let staff: SignedIn;
  let policyNumber: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    producer = await signIn(t.app, DEMO.producer);
    staff = await signIn(t.app, DEMO.staff);
    [{ policyNumber }] = await t.database.db.select().from(policies).where(eq(policies.policyNumber, '10000001'));
  });
  afterAll(() => t?.dispose());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: producer.auth });
  const postJson = (url: string, payload: string) =>
    t.app.inject({ method: 'POST', url, headers: { ...producer.auth, 'content-type': 'application/json' }, payload });
  const columns = JSON.stringify([{ field: 'a', index: 0, show: true }]);

  it('keeps every record of 1,000 signed-in calls, 10 of them hostile, readable through the audit calls', async () => {
    const hostile: (() => Promise<LightMyRequestResponse>)[] = [
      () =>
        payrollUpload(
          t.app,
          producer,
          policyNumber,
          encodedFile('File', HOSTILE_FILE_NAMES[0].name, 'utf-8', REFUSED_CONTENT),
        ),
      () =>
        payrollUpload(
          t.app,
          producer,
          policyNumber,
          encodedFile('File', HOSTILE_FILE_NAMES[5].name, 'utf-16le', REFUSED_CONTENT),
        ),
      () =>
        payrollUpload(
          t.app,
          producer,
          policyNumber,
          encodedFile('File', HOSTILE_FILE_NAMES[7].name, 'utf-16le', REFUSED_CONTENT),
        ),
      () => get(`/api/login/getroles?userId=1%00&x=%ED%A0%80`),
      // A mail's subject carries the sender's text: in UTF-16 it may hold a lone surrogate.
      () => enquiry(t.app, producer, utf16Field('Motive', 'Consulta \ud800 hostil')),
      () => enquiry(t.app, producer, field('Motive', 'Consulta \u0000 hostil')),
      () =>
        postJson(
          '/api/reports/columnview',
          JSON.stringify({ report: 'port\u0000folio', columns: JSON.parse(columns) }),
        ),
      () => postJson('/api/reports/columnview', `{"report":"\\ud800\\udc00\\udfff","columns":${columns}}`),
      () => postJson('/api/reports/columnview', '{"report":"a\u0000'),
      () =>
        postJson(
          '/api/reports/columnview',
          JSON.stringify({ report: 'x'.repeat(1_000_000), columns: JSON.parse(columns) }),
        ),
    ];
    const ordinary = (i: number): (() => Promise<LightMyRequestResponse>) => {
      switch (i % 6) {
        case 0:
        case 1:
          return () => get(`/api/login/getroles?userId=${producer.userId}`);
        case 2:
          return () => get(`/api/simulator/getaudit?from=01/01/2026&to=01/02/2026`);
        case 3:
          return () => get(`/api/login/getroles?userId=abc${i}`);
        case 4:
          return () =>
            payrollUpload(
              t.app,
              producer,
              policyNumber,
              encodedFile('File', `nomina-${i}.exe`, 'utf-8', REFUSED_CONTENT),
            );
        default:
          return i % 12 === 5
            ? () => enquiry(t.app, producer, field('Motive', `Consulta ${i}`))
            : () => postJson('/api/reports/columnview', `{"report":"r${i}"}`);
      }
    };
    const calls = Array.from({ length: 1000 }, (_, i) => (i % 100 === 50 ? hostile[(i - 50) / 100] : ordinary(i)));

    const watched = watchRecorder(t.app.auditTrail!);
    const answers = await inParallel(calls, 4);
    watched.stop();
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(300);
    expect(statuses.filter((s) => s >= 400).length).toBeGreaterThan(300);
    await t.app.auditTrail!.flush();

    const read = await readAuditTrail(t.app, staff, CUIT);
    expect(missingCounts(watched, read)).toEqual({ actions: 0, logs: 0, messages: 0 });
    expect(watched.action).toHaveLength(1000);
    expect(watched.log.length).toBe(statuses.filter((s) => s >= 400).length);
    expect(watched.message.length).toBeGreaterThan(100);

    // What the hostile calls carried is there, escaped where PostgreSQL could not hold it.
    const details = read.logs.map((l) => l.detail);
    for (const i of [0, 5, 7])
      expect(details).toContainEqual(expect.stringContaining(`'${HOSTILE_FILE_NAMES[i].stored}'`));
    expect(read.actions.map((a) => a.url)).toContain('/api/login/getroles?userId=1%00&x=%ED%A0%80');
    expect(read.messages.map((m) => m.typeString)).toContain('Consulta Envío de facturas: Consulta \\ud800 hostil');
    const parameters = read.logs.map((l) => l.parameters);
    expect(parameters).toContainEqual(expect.stringContaining('"report":"port\\u0000folio"'));
    // A pair is a character (U+10000); the surrogate left alone is escaped.
    expect(parameters).toContainEqual(expect.stringContaining('"report":"\u{10000}\\udfff"'));
    expect(await t.database.db.select().from(auditSetAside)).toEqual([]);
    await t.app.auditTrail!.flush();
    expect(t.app.auditTrail!.stats()).toMatchObject({ pending: 0, setAside: 0, lost: 0 });
  });

  it('logs 70 of 70 payroll uploads of a refused type, 10 of them with hostile file names', async () => {
    const watched = watchRecorder(t.app.auditTrail!);
    const names = Array.from({ length: 70 }, (_, i) =>
      i % 7 === 3
        ? HOSTILE_FILE_NAMES[(i - 3) / 7]
        : { name: `nomina-${i}.exe`, charset: 'utf-8' as const, stored: `nomina-${i}.exe` },
    );
    const answers = await inParallel(
      names.map(
        (n) => () =>
          payrollUpload(t.app, producer, policyNumber, encodedFile('File', n.name, n.charset, REFUSED_CONTENT)),
      ),
      4,
    );
    watched.stop();
    expect(answers.map((a) => a.statusCode)).toEqual(names.map(() => 400));
    await t.app.auditTrail!.flush();

    const read = await readAuditTrail(t.app, staff, CUIT);
    expect(missingCounts(watched, read)).toEqual({ actions: 0, logs: 0, messages: 0 });
    const refusals = read.logs.filter((l) =>
      watched.log.some(
        (w) => w.createdAt.toISOString() === l.creationDate && l.method === 'POST /api/portfolio/SendPayroll',
      ),
    );
    expect(refusals).toHaveLength(70);
    for (const n of names)
      expect(refusals.map((l) => l.detail)).toContain(
        `El archivo '${n.stored}' no es de un tipo permitido (xlsx, xls, csv o txt).`,
      );
  });
});
