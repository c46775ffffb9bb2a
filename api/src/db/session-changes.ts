import { Client } from 'pg';
import type { Database } from './client';

/** The channel migration 0013's triggers notify on. */
export const SESSION_CHANGES_CHANNEL = 'portal_session_changed';

/** The payload of a change to one session (migration 0013 writes the same); anything else means every session. */
export const SESSION_PAYLOAD_PREFIX = 'session:';

const RECONNECT_MS = 1_000;

/** The listeners of this process (one per app), told of this process's own changes without waiting. */
const local = new Set<SessionChangesListener>();

/**
 * Called by the queries that change a session, a user or a producer, once the change is written: the
 * notification reaches every process a moment later, but a request this process answers next must already
 * see the change (a sign-out, then a request; a simulator's producer, then its data). `sessionId` names the
 * one session changed; without it every kept session is dropped.
 */
export function sessionsChanged(sessionId?: string): void {
  const payload = sessionId ? `${SESSION_PAYLOAD_PREFIX}${sessionId}` : '*';
  for (const listener of local) listener.onChange(payload);
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
export async function listenToSessionChanges(database: Database, listener: SessionChangesListener, log: Log): Promise<() => Promise<void>> {
  // No database to listen to (the OpenAPI command): nothing is ever kept.
  if (!database.pglite && !database.connectionString) return async () => {};
  local.add(listener);
  if (database.pglite) {
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
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    retry = null;
    const next = new Client({ connectionString: database.connectionString });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      listener.onListening(false);
      if (error) log.warn(`Escucha de cambios de sesión interrumpida: ${error.message}`);
      next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(connect, RECONNECT_MS);
    };
    next.on('notification', (message) => {
      if (message.channel === SESSION_CHANGES_CHANNEL) listener.onChange(message.payload ?? '');
    });
    next.on('error', lost);
    next.on('end', () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${SESSION_CHANGES_CHANNEL}`);
      if (stopped || client !== next) return;
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
    listener.onListening(false);
    await current?.end().catch(() => undefined);
  };
}
