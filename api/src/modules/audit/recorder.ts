import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { storableRecord } from './sanitize';
import {
  type ActionRecord,
  AUDIT_TABLES,
  type AuditKind,
  type AuditRecord,
  insertBatch,
  insertSetAside,
  type LogRecord,
  type MessageRecord,
  reachable,
  reasonOf,
  recordText,
} from './store';

export type { ActionRecord, LogRecord, MessageRecord } from './store';

export interface AuditRecorderOptions {
  /** Longest a record waits in memory before it is written. */
  intervalMs?: number;
  /** Records of one kind that trigger a write at once. */
  batchSize?: number;
  /** Rows of one INSERT. */
  rowsPerInsert?: number;
  /** Records the queue holds while the database is away or slow; beyond it they are lost, counted and logged. */
  maxPending?: number;
  /** Share of `maxPending` past which a warning says the queue is filling. */
  alarmRatio?: number;
  /** First wait before a failed write is tried again, doubled each time up to `maxRetryDelayMs`. */
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Times a batch the (reachable) database refuses is tried again before it is split. */
  refusedRetries?: number;
  /** How long `close()` waits for the database to take what is waiting. */
  closeTimeoutMs?: number;
}

export interface AuditRecorderStats {
  /** Records waiting in memory (being written included). */
  pending: number;
  /** Records stored in their table. */
  written: number;
  /** Records the database refused even alone, kept in `audit_set_aside`. */
  setAside: number;
  /** Records that never reached the database: the queue was full, the app had closed, or the set-aside table refused them too. */
  lost: number;
  /** Writes tried again (after a refusal or while the database was unreachable). */
  retries: number;
}

const KINDS: AuditKind[] = ['action', 'log', 'message'];

/** A FIFO that takes from its head without moving the rest of the array each time. */
class Fifo<T> {
  private items: T[] = [];
  private head = 0;
  get length(): number {
    return this.items.length - this.head;
  }
  push(item: T): void {
    this.items.push(item);
  }
  peek(n: number): T[] {
    return this.items.slice(this.head, this.head + n);
  }
  drop(n: number): void {
    this.head += n;
    if (this.head === this.items.length) {
      this.items = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.items.length) {
      this.items = this.items.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * The audit trail's writer (issue 12 §1, issue 36 §2): requests only push a record into a bounded queue; one
 * writer takes batches from its head with one INSERT per kind, so no request waits for the audit. Every text
 * is made storable before it is queued (sanitize.ts), so what a request carries cannot fail its batch. A
 * failed write is tried again with backoff, for as long as the database is unreachable; a batch the database
 * refuses is split until only the record that fails alone is left, which is set aside with the reason.
 * Records leave the queue only once stored or set aside, so the queue's bound is what an outage can hold:
 * what overflows it is counted and logged. `close()` writes what is left, so a clean shutdown loses nothing.
 */
export class AuditRecorder {
  private readonly queues: Record<AuditKind, Fifo<AuditRecord>> = {
    action: new Fifo(),
    log: new Fifo(),
    message: new Fifo(),
  };
  /** Records accepted and records done with (stored, set aside or lost at close) per kind: what flush() waits on. */
  private readonly accepted: Record<AuditKind, number> = { action: 0, log: 0, message: 0 };
  private readonly done: Record<AuditKind, number> = { action: 0, log: 0, message: 0 };
  private waiters: { target: Record<AuditKind, number>; resolve: () => void }[] = [];
  private readonly counts: AuditRecorderStats = { pending: 0, written: 0, setAside: 0, lost: 0, retries: 0 };
  private timer: NodeJS.Timeout | null = null;
  private writer: Promise<void> | null = null;
  private pause: { timer: NodeJS.Timeout; resolve: () => void } | null = null;
  private closed = false;
  /** Set when close() gives up waiting for the database: the writer stops. */
  private abandoned = false;
  private alarmed = false;
  private lostSinceReport = 0;
  private lostReport: NodeJS.Timeout | null = null;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly rowsPerInsert: number;
  private readonly maxPending: number;
  private readonly alarmAt: number;
  private readonly retryDelayMs: number;
  private readonly maxRetryDelayMs: number;
  private readonly refusedRetries: number;
  private readonly closeTimeoutMs: number;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly log: FastifyBaseLogger,
    options: AuditRecorderOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.rowsPerInsert = options.rowsPerInsert ?? 1000;
    this.maxPending = options.maxPending ?? 100_000;
    this.alarmAt = Math.ceil(this.maxPending * (options.alarmRatio ?? 0.8));
    this.retryDelayMs = options.retryDelayMs ?? 100;
    this.maxRetryDelayMs = options.maxRetryDelayMs ?? 2000;
    this.refusedRetries = options.refusedRetries ?? 2;
    this.closeTimeoutMs = options.closeTimeoutMs ?? 10_000;
  }

  action(record: ActionRecord): void {
    this.push('action', record);
  }

  error(record: LogRecord): void {
    this.push('log', record);
  }

  message(record: MessageRecord): void {
    this.push('message', record);
  }

  /** The counters an operator watches (read by the metrics endpoint). */
  stats(): AuditRecorderStats {
    return { ...this.counts };
  }

  private push(kind: AuditKind, record: AuditRecord): void {
    if (this.closed || this.counts.pending >= this.maxPending) {
      this.lose(1);
      return;
    }
    const queue = this.queues[kind];
    queue.push(storableRecord(AUDIT_TABLES[kind], record));
    this.accepted[kind]++;
    this.counts.pending++;
    if (!this.alarmed && this.counts.pending >= this.alarmAt) {
      this.alarmed = true;
      this.log.warn(
        { pending: this.counts.pending, capacity: this.maxPending },
        'audit trail: the queue is filling, the database is not keeping up',
      );
    }
    if (queue.length >= this.batchSize) this.startWriting();
    else this.timer ??= setTimeout(() => this.startWriting(), this.intervalMs).unref();
  }

  /** Resolves once every record accepted before the call is stored, set aside or (at close) lost. */
  flush(): Promise<void> {
    const target = { ...this.accepted };
    if (this.reached(target)) return Promise.resolve();
    this.startWriting();
    return new Promise((resolve) => this.waiters.push({ target, resolve }));
  }

  /** Stops taking records and writes the waiting ones (the app's onClose), waiting at most `closeTimeoutMs` for the database. */
  async close(): Promise<void> {
    if (this.closed) return;
    const deadline = Date.now() + this.closeTimeoutMs;
    // Requests still finishing may hand records while the first ones are written: those are taken too.
    await this.flushBefore(deadline);
    this.closed = true;
    await this.flushBefore(deadline);
    if (this.counts.pending > 0) this.abandon();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.reportLost();
  }

  private async flushBefore(deadline: number): Promise<void> {
    let timeout: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => (timeout = setTimeout(resolve, Math.max(0, deadline - Date.now()))));
    await Promise.race([this.flush(), late]);
    clearTimeout(timeout);
  }

  private reached(target: Record<AuditKind, number>): boolean {
    return KINDS.every((kind) => this.done[kind] >= target[kind]);
  }

  private startWriting(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writer || this.abandoned) return;
    this.writer = this.drain().finally(() => {
      this.writer = null;
      // Pushed while the writer was finishing: the next interval takes them.
      if (this.counts.pending > 0 && !this.abandoned)
        this.timer ??= setTimeout(() => this.startWriting(), this.intervalMs).unref();
    });
  }

  /** Writes batches from the head of each queue until all are empty (one write at a time, in order). */
  private async drain(): Promise<void> {
    while (this.counts.pending > 0 && !this.abandoned) {
      for (const kind of KINDS) {
        const batch = this.queues[kind].peek(this.rowsPerInsert);
        if (batch.length) await this.settle(kind, batch, this.refusedRetries, true);
        if (this.abandoned) return;
      }
    }
  }

  /**
   * Stores `rows`, the head of their queue: tried again with backoff while the database is unreachable (however
   * long) or refuses them (`retries` times), then split in two, so that only a record refused alone is set aside.
   */
  private async settle(kind: AuditKind, rows: AuditRecord[], retries: number, whole = false): Promise<void> {
    let failure: unknown;
    for (let refused = 0, attempt = 0; ; attempt++) {
      try {
        await insertBatch(this.database.db, kind, rows);
        if (attempt > 0)
          this.log.info({ kind, records: rows.length, attempts: attempt + 1 }, 'audit trail: written after retrying');
        this.stored(kind, rows.length);
        return;
      } catch (err) {
        failure = err;
      }
      const up = await reachable(this.database.db);
      if (attempt === 0 && whole) {
        this.log.warn(
          { err: failure, kind, records: rows.length, databaseReachable: up },
          'audit trail: write failed, trying again',
        );
      }
      if (up && refused++ >= retries) break;
      if (!(await this.wait(attempt))) return;
    }
    if (rows.length > 1) {
      const half = Math.ceil(rows.length / 2);
      await this.settle(kind, rows.slice(0, half), 0);
      if (!this.abandoned) await this.settle(kind, rows.slice(half), 0);
      return;
    }
    await this.setAside(kind, rows[0], reasonOf(failure));
  }

  /** Keeps a record its table refused in `audit_set_aside` (waiting out an outage); lost, and logged whole, only if that table refuses it too. */
  private async setAside(kind: AuditKind, record: AuditRecord, reason: string): Promise<void> {
    let outcome: 'setAside' | 'lost';
    for (let attempt = 0; ; attempt++) {
      try {
        await insertSetAside(this.database.db, kind, record, reason);
        outcome = 'setAside';
        this.log.error({ kind, reason }, 'audit trail: a record the database refused was set aside (audit_set_aside)');
        break;
      } catch (err) {
        if (await reachable(this.database.db)) {
          outcome = 'lost';
          this.log.error(
            { err, kind, reason, record: recordText(record) },
            'audit trail: a refused record could not be set aside either; lost',
          );
          break;
        }
      }
      if (!(await this.wait(attempt))) return;
    }
    if (this.abandoned) {
      // close() gave up meanwhile and counted it lost.
      if (outcome === 'setAside') {
        this.counts.lost--;
        this.counts.setAside++;
      }
      return;
    }
    this.counts[outcome]++;
    this.settled(kind, 1);
  }

  /** Backoff before the next try: false when close() gave up meanwhile. */
  private async wait(attempt: number): Promise<boolean> {
    if (this.abandoned) return false;
    this.counts.retries++;
    const delay = Math.min(this.maxRetryDelayMs, this.retryDelayMs * 2 ** attempt) * (0.75 + Math.random() / 2);
    await new Promise<void>((resolve) => (this.pause = { timer: setTimeout(resolve, delay), resolve }));
    this.pause = null;
    return !this.abandoned;
  }

  private stored(kind: AuditKind, n: number): void {
    this.counts.written += n;
    // Written after close() gave up on them: they were counted lost.
    if (this.abandoned) this.counts.lost -= n;
    else this.settled(kind, n);
  }

  /** `n` records at the head of `kind`'s queue are done with. */
  private settled(kind: AuditKind, n: number): void {
    this.queues[kind].drop(n);
    this.counts.pending -= n;
    this.done[kind] += n;
    if (this.alarmed && this.counts.pending < this.alarmAt / 2) {
      this.alarmed = false;
      this.log.info(
        { pending: this.counts.pending, capacity: this.maxPending },
        'audit trail: the queue is back under half its alarm level',
      );
    }
    this.waiters = this.waiters.filter((w) => (this.reached(w.target) ? (w.resolve(), false) : true));
  }

  /** close() gave up on the database: what still waits is lost, counted and logged. */
  private abandon(): void {
    this.abandoned = true;
    if (this.pause) {
      clearTimeout(this.pause.timer);
      this.pause.resolve();
    }
    for (const kind of KINDS) {
      const left = this.queues[kind].length;
      this.lose(left);
      this.settled(kind, left);
    }
  }

  /** Counts records that will never be stored; the log says how many, at most once a second. */
  private lose(n: number): void {
    if (n <= 0) return;
    this.counts.lost += n;
    this.lostSinceReport += n;
    this.lostReport ??= setTimeout(() => this.reportLost(), 1000).unref();
  }

  private reportLost(): void {
    if (this.lostReport) clearTimeout(this.lostReport);
    this.lostReport = null;
    if (!this.lostSinceReport) return;
    this.log.error(
      {
        lost: this.lostSinceReport,
        totalLost: this.counts.lost,
        pending: this.counts.pending,
        capacity: this.maxPending,
      },
      `audit trail: ${this.lostSinceReport} records lost (queue full or app closed)`,
    );
    this.lostSinceReport = 0;
  }
}
