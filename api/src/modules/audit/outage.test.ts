import net from 'node:net';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { auditActions } from '../../db/schema';
import { testConfig } from '../../testing/app';
import { capturedLog, missingCounts, readAuditTrail, watchRecorder } from '../../testing/audit-trail';
import { createTestDatabase, type TestDatabase } from '../../testing/database';
import { DEMO, signIn, type SignedIn } from '../../testing/session';
import { AuditRecorder } from './recorder';

/**
 * A TCP door to the test PostgreSQL that this file alone goes through: closing it is the database going away
 * for this api (open connections cut, new ones refused at once), and nothing else on the shared server notices.
 */
class DatabaseDoor {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    if (this.server) return;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => (socket === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    const closed = new Promise((resolve) => server.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const CUIT = '20172543597';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const postgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

postgres('the audit trail while PostgreSQL is unreachable', () => {
  let t: TestDatabase;
  let door: DatabaseDoor;
  let database: Database;

  beforeAll(async () => {
    // The pool says so each time the door cuts its connections: expected here.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    t = await createTestDatabase('postgres');
    const url = new URL(t.database.connectionString!);
    door = new DatabaseDoor({ host: url.hostname, port: Number(url.port || 5432) });
    await door.open();
    url.hostname = '127.0.0.1';
    url.port = String(door.port);
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  });
  afterAll(async () => {
    await door?.open();
    await database?.close();
    await door?.close();
    await t?.dispose();
    jest.restoreAllMocks();
  });

  it('holds the records of the calls made during 10 s without the database, and writes every one when it returns', async () => {
    const app = await buildApp({ database, config: { ...testConfig, filesDir: t.filesDir } });
    try {
      await app.ready();
      const producer = await signIn(app, DEMO.producer);
      const staff = await signIn(app, DEMO.staff);
      const recorder = app.auditTrail!;
      const watched = watchRecorder(recorder);
      const call = (i: number, who: SignedIn = producer) =>
        app.inject({
          method: 'GET',
          url: `/api/login/getroles?userId=${i % 3 ? who.userId : `x${i}`}`,
          headers: who.auth,
        });

      for (let i = 0; i < 50; i++) await call(i);
      await door.close();
      const back = Date.now() + 10_000;
      const during: number[] = [];
      for (let i = 0; Date.now() < back; i++) {
        during.push((await call(i)).statusCode);
        await sleep(100);
      }
      const held = recorder.stats();
      await door.open();
      for (let i = 0; i < 50; i++) await call(i);
      watched.stop();
      const returned = Date.now();
      await recorder.flush();

      // The calls did reach the api while the database was away, and their records waited in the queue.
      expect(during.length).toBeGreaterThan(50);
      expect(held.pending).toBeGreaterThanOrEqual(during.length);
      expect(held.retries).toBeGreaterThan(3);
      // Backoff tops at 2 s: the queue empties soon after the database returns.
      expect(Date.now() - returned).toBeLessThan(5000);
      const read = await readAuditTrail(app, staff, CUIT);
      expect(missingCounts(watched, read)).toEqual({ actions: 0, logs: 0, messages: 0 });
      expect(watched.action.length + watched.log.length).toBeGreaterThanOrEqual(100 + during.length);
      await recorder.flush();
      expect(recorder.stats()).toMatchObject({ pending: 0, setAside: 0, lost: 0 });
    } finally {
      await door.open();
      await app.close();
    }
  });

  it('gives up at close when the database does not return, and says how many records were lost', async () => {
    const { log, lines } = capturedLog();
    const recorder = new AuditRecorder(database, log, { closeTimeoutMs: 1000 });
    await door.close();
    for (let i = 0; i < 10; i++) {
      recorder.action({
        createdAt: new Date(),
        userId: 1,
        userName: 'u',
        application: 'Portal',
        url: '/x',
        action: 'GET',
        function: 'GET /x',
        statusCode: 200,
        durationMs: i,
      });
    }
    const started = Date.now();
    await recorder.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(recorder.stats()).toMatchObject({ pending: 0, written: 0, lost: 10 });
    expect(lines.filter((l) => l.level === 'error')).toEqual([
      expect.objectContaining({ fields: expect.objectContaining({ lost: 10 }) }),
    ]);
    await door.open();
    expect(await database.db.select().from(auditActions).where(eq(auditActions.function, 'GET /x'))).toEqual([]);
  });
});
