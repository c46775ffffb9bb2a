import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { messages } from '../../messages';
import { createTestApp, type TestApp } from '../../testing/app';
import { DEMO, lastMailTo, type SignedIn, signIn } from '../../testing/session';

const PRODUCER_USERNAME = DEMO.producer.replace(/-/g, '');

const weekly = (userId: number) => ({
  UrlApi: 'portfolio',
  UserId: userId,
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

const run = (t: TestApp, payload: object) => t.app.inject({ method: 'POST', url: '/dev/schedules/run', payload });

describe('POST /dev/schedules/run with the jobs running', () => {
  let t: TestApp;
  let producer: SignedIn;
  let filesDir: string;
  beforeAll(async () => {
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    t = await createTestApp('pglite', { config: { filesDir }, jobs: true });
    producer = await signIn(t.app, DEMO.producer);
  });
  afterAll(async () => {
    await t?.dispose();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('answers 404 for a user without a saved schedule of that report', async () => {
    const res = await run(t, { username: PRODUCER_USERNAME });
    expect(res.statusCode).toBe(404);
    expect(res.json().businessExceptions[0].message).toBe(messages.notFound);
    expect((await run(t, {})).statusCode).toBe(400);
  });

  it("queues the user's schedule on pg-boss, whose worker mails the workbook, named in the outbox", async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/scheduler/SaveReportScheduler',
      payload: weekly(producer.userId),
      headers: producer.auth,
    });
    expect(saved.statusCode).toBe(200);
    const before = (await lastMailTo(t.database, 'productor@demo.com.ar'))?.id ?? 0;

    const res = await run(t, { username: PRODUCER_USERNAME, report: 'portfolio' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ scheduleId: expect.any(Number), jobId: expect.any(String) });

    // The real worker polls the queue: wait for its mail rather than for a fixed time.
    let mail = await lastMailTo(t.database, 'productor@demo.com.ar');
    for (const deadline = Date.now() + 30_000; (mail?.id ?? 0) <= before && Date.now() < deadline;) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      mail = await lastMailTo(t.database, 'productor@demo.com.ar');
    }
    expect(mail.id).toBeGreaterThan(before);
    expect(mail.subject).toBe(messages.scheduledReportSubject('Búsqueda de cartera'));
    expect(mail.attachments).toEqual([expect.stringMatching(/^Cartera_\d{4}-\d{2}-\d{2}\.xlsx$/)]);

    const outbox = (await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).json();
    expect(outbox[0]).toMatchObject({ id: mail.id, attachments: mail.attachments });
    expect(JSON.stringify(outbox[0])).not.toContain('content');
  });
});

describe('POST /dev/schedules/run elsewhere', () => {
  it('answers 503 when this process runs no jobs', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await run(t, { username: PRODUCER_USERNAME });
      expect(res.statusCode).toBe(503);
      expect(res.json().businessExceptions[0].message).toBe(messages.jobsNotRunning);
    } finally {
      await t.dispose();
    }
  });

  it('is not served in production unless OUTBOX_PAGE=true', async () => {
    const t = await createTestApp('pglite', { config: { production: true, outboxPage: false }, jobs: true });
    try {
      expect((await run(t, { username: PRODUCER_USERNAME })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    } finally {
      await t.dispose();
    }
  });
});

describe('POST /dev/delegates/access-until', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.dispose());
  const move = (payload: object) => t.app.inject({ method: 'POST', url: '/dev/delegates/access-until', payload });

  it("moves a delegate's last day into the past, which ends its session and refuses its sign-in", async () => {
    const gestor = await signIn(t.app, DEMO.gestor);
    expect((await move({ username: '27301112225', accessUntil: '2020-01-31' })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/getroles?userId=${gestor.userId}`, headers: gestor.auth }))
        .statusCode,
    ).toBe(401);
    await expect(signIn(t.app, DEMO.gestor)).rejects.toThrow(/venció el 31\/01\/2020/);
  });

  it('touches no one but a delegate', async () => {
    expect((await move({ username: PRODUCER_USERNAME, accessUntil: '2020-01-31' })).statusCode).toBe(404);
    expect((await move({ username: '27301112225', accessUntil: '31/01/2020' })).statusCode).toBe(400);
  });
});
