import { inspect } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertAsJson } from '../../db/insert-as-json';
import { auditActions, auditLogs, auditMessages, auditSetAside } from '../../db/schema';
import { usersByEmail } from './queries';
import { storableRecord, storableText, UNSIZED_TEXT_LIMIT } from './sanitize';

/** How the audit trail's records reach their tables (the recorder decides when, and what to do when it fails). */

export type ActionRecord = typeof auditActions.$inferInsert;
export type LogRecord = typeof auditLogs.$inferInsert;
/** A mail's record; who it concerns is looked up by its address when the batch is written. */
export type MessageRecord = Omit<typeof auditMessages.$inferInsert, 'userId' | 'userName' | 'cuit'>;

export const AUDIT_TABLES = { action: auditActions, log: auditLogs, message: auditMessages } as const;
export type AuditKind = keyof typeof AUDIT_TABLES;
export type AuditRecord = ActionRecord | LogRecord | MessageRecord;

/** One INSERT for `rows`, all of one kind. As JSON: a parameter per value would hold the event loop every request waits on. */
export async function insertBatch(db: Db, kind: AuditKind, rows: AuditRecord[]): Promise<void> {
  if (kind !== 'message') return insertAsJson(db, AUDIT_TABLES[kind], rows as ActionRecord[]);
  const messages = rows as MessageRecord[];
  const known = await usersByEmail(db, [...new Set(messages.map((m) => m.to.toLowerCase()))]);
  await insertAsJson(
    db,
    auditMessages,
    messages.map((m) => {
      const user = known.get(m.to.toLowerCase());
      return storableRecord(auditMessages, {
        ...m,
        userId: user?.id ?? null,
        userName: user?.username ?? null,
        cuit: user?.cuit ?? null,
      });
    }),
  );
}

/** The database's own words for why it refused a write (drizzle wraps the driver's error as its cause). */
export function reasonOf(error: unknown): string {
  let inner = error as { cause?: unknown; code?: unknown; message?: unknown } | undefined;
  while (inner && typeof inner === 'object' && inner.cause) inner = inner.cause as typeof inner;
  const message =
    inner && typeof inner === 'object' && typeof inner.message === 'string' ? inner.message : String(inner);
  const code = inner && typeof inner === 'object' && typeof inner.code === 'string' ? `${inner.code}: ` : '';
  return storableText(`${code}${message}`, UNSIZED_TEXT_LIMIT);
}

/** The record as JSON text, which holds any character (JSON.stringify escapes NUL and lone surrogates). */
export function recordText(record: AuditRecord): string {
  try {
    return JSON.stringify(record);
  } catch {
    return storableText(inspect(record, { depth: 2 }), UNSIZED_TEXT_LIMIT);
  }
}

/** Keeps a record its table refused, with the reason, in `audit_set_aside`. */
export async function insertSetAside(db: Db, kind: AuditKind, record: AuditRecord, reason: string): Promise<void> {
  await db.insert(auditSetAside).values({ kind, reason, record: recordText(record) });
}

/** Whether the database answers at all: a refusal is then the batch's own, not an outage. */
export async function reachable(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
