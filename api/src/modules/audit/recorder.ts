import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { insertAsJson } from '../../db/insert-as-json';
import { auditActions, auditLogs, auditMessages } from '../../db/schema';
import { usersByEmail } from './queries';

export type ActionRecord = typeof auditActions.$inferInsert;
export type LogRecord = typeof auditLogs.$inferInsert;
/** A mail's record; who it concerns is looked up by its address when the batch is written. */
export type MessageRecord = Omit<typeof auditMessages.$inferInsert, 'userId' | 'userName' | 'cuit'>;

export interface AuditRecorderOptions {
  /** Longest a record waits in memory before it is written. */
  intervalMs?: number;
  /** Records of one kind that trigger a write at once. */
  batchSize?: number;
  /** Beyond this many waiting records (the database is down), the oldest are dropped, with a warning. */
  maxPending?: number;
}

/**
 * The audit trail's writer (issue 12 §1): requests only push a record into memory; a timer (or a full
 * batch) writes them with one INSERT per kind, so no request waits for the audit. `close()` writes
 * what is left, so a clean shutdown loses nothing.
 */
export class AuditRecorder {
  private actions: ActionRecord[] = [];
  private logs: LogRecord[] = [];
  private messages: MessageRecord[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly intervalMs: number;
  private readonly batchSize: number;
  private readonly maxPending: number;

  constructor(
    private readonly database: Pick<Database, 'db'>,
    private readonly log: FastifyBaseLogger,
    options: AuditRecorderOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxPending = options.maxPending ?? 100_000;
  }

  action(record: ActionRecord): void {
    this.push(this.actions, record);
  }

  error(record: LogRecord): void {
    this.push(this.logs, record);
  }

  message(record: MessageRecord): void {
    this.push(this.messages, record);
  }

  private push<T>(queue: T[], record: T): void {
    if (this.closed) return;
    queue.push(record);
    if (queue.length > this.maxPending) {
      queue.splice(0, queue.length - this.maxPending);
      this.log.warn('audit trail: records dropped, the database is not keeping up');
    }
    if (queue.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.intervalMs).unref();
  }

  /** Writes every waiting record (one write at a time, in order). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const actions = this.actions.splice(0);
    const logs = this.logs.splice(0);
    const messages = this.messages.splice(0);
    if (!actions.length && !logs.length && !messages.length) return this.writing;
    this.writing = this.writing.then(() => this.write(actions, logs, messages));
    return this.writing;
  }

  private async write(actions: ActionRecord[], logs: LogRecord[], messages: MessageRecord[]): Promise<void> {
    try {
      // As JSON: building a parameter per value would hold the event loop every request is waiting on.
      for (let i = 0; i < actions.length; i += 1000) await insertAsJson(this.database.db, auditActions, actions.slice(i, i + 1000));
      for (let i = 0; i < logs.length; i += 1000) await insertAsJson(this.database.db, auditLogs, logs.slice(i, i + 1000));
      if (messages.length) {
        const known = await usersByEmail(this.database.db, [...new Set(messages.map((m) => m.to.toLowerCase()))]);
        await this.database.db.insert(auditMessages).values(
          messages.map((m) => {
            const user = known.get(m.to.toLowerCase());
            return { ...m, userId: user?.id ?? null, userName: user?.username ?? null, cuit: user?.cuit ?? null };
          }),
        );
      }
    } catch (err) {
      this.log.error({ err, actions: actions.length, logs: logs.length, messages: messages.length }, 'audit trail: write failed');
    }
  }

  /** Stops taking records and writes the waiting ones (the app's onClose). */
  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }
}
