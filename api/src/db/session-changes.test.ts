import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { listenToSessionChanges, SESSION_CHANGES_CHANNEL, sessionsChanged } from './session-changes';

/**
 * The fence of `sessionsChanged` on PostgreSQL: a change's answer waits until the listening connection has
 * read past it, so a client holding a sign-out's answer cannot reach another replica before the
 * notification does (the cluster suite's sessions test, once, did).
 */
const postgres = process.env.TEST_POSTGRES_URL ? describe : describe.skip;

postgres('session changes on PostgreSQL', () => {
  let t: TestDatabase;
  let stop: () => Promise<void> = async () => {};
  const received: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase('postgres');
    stop = await listenToSessionChanges(
      t.database,
      { onListening: () => undefined, onChange: (payload) => received.push(payload) },
      { warn: () => undefined },
    );
  });
  afterAll(async () => {
    await stop();
    await t?.dispose();
  });

  it('answers a change only once the notifications written before it have reached the listening connection', async () => {
    // Another replica, listening on its own connection: it sees the fences go by, this process's listener does not.
    const other = new Client({ connectionString: t.database.connectionString });
    await other.connect();
    const seenByOther: string[] = [];
    other.on('notification', (message) => seenByOther.push(message.payload ?? ''));
    await other.query(`listen ${SESSION_CHANGES_CHANNEL}`);
    try {
      for (let i = 0; i < 20; i++) {
        received.length = 0;
        // Written by another process's query (the trigger notifies 'users'), then this process changes a session.
        await t.database.db.execute(sql`update users set active = active where id = (select min(id) from users)`);
        await sessionsChanged(`sesion-${i}`);
        expect(received).toContain('users');
        expect(received).toContain(`session:sesion-${i}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received.filter((payload) => payload.startsWith('fence:'))).toEqual([]);
      expect(seenByOther.filter((payload) => payload.startsWith('fence:'))).toHaveLength(20);
    } finally {
      await other.end();
    }
  });

  it('does not wait once the listener has stopped', async () => {
    await stop();
    stop = async () => {};
    const started = Date.now();
    await sessionsChanged();
    expect(Date.now() - started).toBeLessThan(500);
  });
});
