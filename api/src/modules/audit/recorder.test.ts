import { auditActions, auditLogs, auditMessages, auditSetAside } from '../../db/schema';
import { capturedLog } from '../../testing/audit-trail';
import { createTestDatabase, type TestDatabase, testDrivers } from '../../testing/database';
import { type ActionRecord, AuditRecorder, type LogRecord } from './recorder';

const action = (i: number, statusCode = 200): ActionRecord => ({
  createdAt: new Date(),
  userId: 1,
  userName: `usuario-${i}`,
  cuit: '20172543597',
  application: 'Portal',
  url: `/api/login/getroles?i=${i}`,
  action: 'GET',
  function: 'GET /api/login/getroles',
  statusCode,
  durationMs: i,
});

const log = (i: number, createdAt = new Date()): LogRecord => ({
  createdAt,
  exception: false,
  detail: `rechazo ${i}`,
  severity: 'Warning',
  source: 'api',
  class: 'AppError',
  method: 'GET /api/x',
  logEvent: 'BusinessError',
  parameters: '{}',
});

describe.each(testDrivers())('the audit recorder on %s', (driver) => {
  let t: TestDatabase;

  beforeEach(async () => {
    t = await createTestDatabase(driver, { seed: false });
  });
  afterEach(() => t?.dispose());

  it('sets aside only the record the database refuses, with the reason, and writes its neighbours', async () => {
    const { log: logger, lines } = capturedLog();
    const recorder = new AuditRecorder(t.database, logger, { retryDelayMs: 5 });
    // Nothing a request sends can do this (sanitize.ts), but a bug could: a status beyond smallint, a date that is not one.
    for (let i = 0; i < 1000; i++) recorder.action(action(i, i === 617 ? 70_000 : 200));
    for (let i = 0; i < 10; i++) recorder.error(log(i, i === 3 ? new Date(Number.NaN) : new Date()));
    recorder.message({
      createdAt: new Date(),
      typeString: 'Asunto \u0000 \ud800',
      registerId: 1,
      to: 'nadie@demo.com.ar',
    });
    await recorder.flush();

    const actions = await t.database.db.select().from(auditActions);
    expect(actions).toHaveLength(999);
    expect(actions.some((a) => a.durationMs === 617)).toBe(false);
    expect(await t.database.db.select().from(auditLogs)).toHaveLength(9);
    expect((await t.database.db.select().from(auditMessages)).map((m) => m.typeString)).toEqual([
      'Asunto \\u0000 \\ud800',
    ]);
    const setAside = await t.database.db.select().from(auditSetAside).orderBy(auditSetAside.kind);
    expect(setAside.map((s) => s.kind)).toEqual(['action', 'log']);
    expect(JSON.parse(setAside[0].record)).toMatchObject({ statusCode: 70_000, durationMs: 617 });
    expect(setAside[0].reason).toMatch(/smallint|out of range/i);
    expect(JSON.parse(setAside[1].record)).toMatchObject({ detail: 'rechazo 3', createdAt: null });
    expect(setAside[1].reason).toMatch(/null/i);
    const stats = recorder.stats();
    expect(stats).toMatchObject({ pending: 0, written: 1009, setAside: 2, lost: 0 });
    // Each refused batch was tried again (twice) before it was split.
    expect(stats.retries).toBeGreaterThanOrEqual(4);
    expect(lines.filter((l) => l.level === 'error' && /set aside/.test(l.message))).toHaveLength(2);
    await recorder.close();
  });

  it('counts and logs what overflows its bounded queue, and warns when the queue passes its alarm level', async () => {
    const { log: logger, lines } = capturedLog();
    // Writes only when told to: the queue fills as it would while the database is away.
    const recorder = new AuditRecorder(t.database, logger, {
      maxPending: 100,
      alarmRatio: 0.8,
      intervalMs: 60_000,
      batchSize: 1000,
    });
    for (let i = 0; i < 79; i++) recorder.action(action(i));
    expect(lines.filter((l) => l.level === 'warn')).toEqual([]);
    recorder.action(action(79));
    expect(lines.filter((l) => l.level === 'warn')).toEqual([
      {
        level: 'warn',
        fields: { pending: 80, capacity: 100 },
        message: 'audit trail: the queue is filling, the database is not keeping up',
      },
    ]);
    for (let i = 80; i < 150; i++) recorder.action(action(i));
    expect(recorder.stats()).toMatchObject({ pending: 100, lost: 50, written: 0 });

    await recorder.close();
    recorder.action(action(150));
    expect(recorder.stats()).toEqual({ pending: 0, written: 100, setAside: 0, lost: 51, retries: 0 });
    expect(await t.database.db.select().from(auditActions)).toHaveLength(100);
    const lost = lines.filter((l) => l.level === 'error');
    expect(lost[0]).toMatchObject({
      fields: { lost: 50, totalLost: 50 },
      message: 'audit trail: 50 records lost (queue full or app closed)',
    });
    // Once a second at most: the record refused after close is told within the next second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(lines.filter((l) => l.level === 'error').at(-1)).toMatchObject({ fields: { lost: 1, totalLost: 51 } });
  });
});
