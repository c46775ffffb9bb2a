/**
 * Live sessions kept between requests, dropped the moment the database says they changed (issue 8 §3:
 * the session look-up was one of three round trips of every grid page).
 *
 * Liveness still comes from the database, pushed instead of polled: triggers (migration 0013) notify
 * `portal_session_changed` after any change to a session (sign-out, refresh-token reuse, a simulator's
 * producer), and after any change to users or producers (deactivation, password, roles, a registration).
 * Every api process listens (db/session-changes.ts), so a session revoked through one replica is refused
 * by the others as soon as the notification arrives; the revoking request answers only after a fence sent
 * behind its change has come back on its own listening connection, so its caller does not, in practice,
 * outrun it (db/session-changes.ts says why). Nothing is kept while the listening connection is down, and an entry whose look-up raced a
 * notification is never stored (the epoch below).
 */

import { SESSION_PAYLOAD_PREFIX } from '../db/session-changes';

/** A bound on staleness should a notification ever be missed; the notifications do the real work. */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  userId: number;
  value: T;
  at: number;
}

export class SessionCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  /** Moves on every notification and every change of the listening connection. */
  private epoch = 0;
  private listening = false;

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The session as last read, when it is still known to be live. */
  get(sessionId: string, userId: number): T | undefined {
    if (!this.listening) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry || entry.userId !== userId) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.value;
  }

  /** Taken before the look-up; `set` stores only if nothing changed meanwhile. */
  mark(): number {
    return this.epoch;
  }

  set(sessionId: string, userId: number, value: T, mark: number): void {
    if (!this.listening || mark !== this.epoch) return;
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { userId, value, at: this.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  /** A notification of `portal_session_changed`. */
  changed(payload: string): void {
    this.epoch++;
    if (payload.startsWith(SESSION_PAYLOAD_PREFIX)) this.entries.delete(payload.slice(SESSION_PAYLOAD_PREFIX.length));
    else this.entries.clear();
  }

  /** The listening connection is up (notifications arrive) or down (nothing may be trusted or kept). */
  setListening(listening: boolean): void {
    this.epoch++;
    this.listening = listening;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
