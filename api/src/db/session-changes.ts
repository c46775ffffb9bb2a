import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { Database } from './client';

/** The channel migration 0013's triggers notify on. */
export const SESSION_CHANGES_CHANNEL = 'portal_session_changed';

/** The payload of a change to one session (migration 0013 writes the same); anything else means every session. */
export const SESSION_PAYLOAD_PREFIX = 'session:';

/** A fence's payload: not a change, only a mark in the notification queue (see `sessionsChanged`). */
const FENCE_PAYLOAD_PREFIX = 'fence:';

const RECONNECT_MS = 1_000;
/** How long a change waits for its fence before answering anyway (a listening connection gone quiet). */
const FENCE_WAIT_MS = 2_000;

/**
 * The listeners of this process (one per app), told of this process's own changes without waiting, each
 * with the fence of its listening connection.
 */
const local = new Map<SessionChangesListener, () => Promise<void>>();

/**
 * Called by the queries that change a session, a user or a producer, once the change is written. This
 * process's own caches drop it at once (a sign-out, then a request; a simulator's producer, then its data).
 * The other replicas learn it from the trigger's notification; the caller's answer waits for a fence sent
 * after the change on this process's listening connection and read back on it. Notifications arrive in
 * commit order and every listening connection was signalled at the change's commit, so by the time the
 * client holds the answer (a sign-out through B), the other replicas' connections have had a round trip's
 * head start to read it too. Without the fence the answer raced the notification, and once, in the
 * cluster suite, reached A first; PostgreSQL gives no stronger promise across connections, so the suite
 * allows A up to a second (in practice the first request is refused).
 * `sessionId` names the one session changed; without it every kept session is dropped.
 */
export async function sessionsChanged(sessionId?: string): Promise<void> {
  const payload = sessionId ? `${SESSION_PAYLOAD_PREFIX}${sessionId}` : '*';
  const fences: Promise<void>[] = [];
  for (const [listener, fence] of local) {
    listener.onChange(payload);
    fences.push(fence());
  }
  await Promise.all(fences);
}

export interface SessionChangesListener {
  /** Told when the listening connection comes up (true) or goes down (false). */
  onListening(listening: boolean): void;
  onChange(payload: string): void;
}

interface Log {
  warn(message: string): void;
}

/**
 * Listens to the session-change notifications on a connection of its own (PostgreSQL) or on the embedded
 * database (PGlite), and keeps listening: a dropped connection is reported (the cache stops trusting
 * itself) and reopened every second. Answers the function that stops it.
 */
export async function listenToSessionChanges(
  database: Database,
  listener: SessionChangesListener,
  log: Log,
): Promise<() => Promise<void>> {
  // No database to listen to (the OpenAPI command): nothing is ever kept.
  if (!database.pglite && !database.connectionString) return async () => {};
  if (database.pglite) {
    // One process holds the embedded database: nothing else to tell.
    local.set(listener, async () => {});
    const unlisten = await database.pglite.listen(SESSION_CHANGES_CHANNEL, (payload) => listener.onChange(payload));
    listener.onListening(true);
    return async () => {
      local.delete(listener);
      listener.onListening(false);
      await unlisten();
    };
  }

  let stopped = false;
  let client: Client | null = null;
  /** The connection once it listens: a fence sent before that would never come back. */
  let listening: Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const fences = new Map<string, () => void>();
  /** Sends a fence on the listening connection and resolves when it comes back (or the wait ends). */
  const fence = async () => {
    const current = listening;
    if (!current) return;
    const id = randomUUID();
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        fences.delete(id);
        resolve();
      };
      const timer = setTimeout(done, FENCE_WAIT_MS);
      fences.set(id, done);
      current.query('select pg_notify($1, $2)', [SESSION_CHANGES_CHANNEL, `${FENCE_PAYLOAD_PREFIX}${id}`]).catch(done);
    });
  };
  local.set(listener, fence);
  const connect = async () => {
    retry = null;
    const next = new Client({ connectionString: database.connectionString });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      listening = null;
      for (const done of [...fences.values()]) done();
      listener.onListening(false);
      if (error) log.warn(`Escucha de cambios de sesión interrumpida: ${error.message}`);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
    };
    next.on('notification', (message) => {
      if (message.channel !== SESSION_CHANGES_CHANNEL) return;
      const payload = message.payload ?? '';
      // Another replica's fence is nothing to this one; its own ends a wait.
      if (payload.startsWith(FENCE_PAYLOAD_PREFIX)) fences.get(payload.slice(FENCE_PAYLOAD_PREFIX.length))?.();
      else listener.onChange(payload);
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      if (stopped || client !== next) return;
      listening = next;
      listener.onListening(true);
    } catch (error) {
      lost(error as Error);
    }
  };
  await connect();
  return async () => {
    local.delete(listener);
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    listening = null;
    for (const done of [...fences.values()]) done();
    listener.onListening(false);
    await current?.end().catch(() => undefined);
  };
}
