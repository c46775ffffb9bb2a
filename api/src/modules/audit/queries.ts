import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditActions, auditLogs, auditMessages, auditSetAside, users } from '../../db/schema';

/** The users a batch of mails went to, by lower-cased address (a producer's own account first). */
export async function usersByEmail(db: Db, emails: string[]) {
  const found = new Map<string, { id: number; username: string; cuit: string | null }>();
  if (!emails.length) return found;
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      cuit: sql<string | null>`coalesce(${users.reportToCuit}, ${users.cuit})`,
      email: sql<string>`lower(${users.email})`,
    })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
    .orderBy(sql`${users.reportToCuit} is not null`, users.id);
  for (const row of rows) if (!found.has(row.email)) found.set(row.email, row);
  return found;
}

export interface AuditCriteria {
  userId?: number;
  cuit?: string;
  /** Inclusive start and exclusive end instants. */
  from: Date;
  to: Date;
  offset: number;
  next: number;
}

type AuditTable = typeof auditActions | typeof auditLogs | typeof auditMessages;

function where(table: AuditTable, c: AuditCriteria, extra?: SQL): SQL | undefined {
  return and(
    gte(table.createdAt, c.from),
    lt(table.createdAt, c.to),
    c.userId !== undefined ? eq(table.userId, c.userId) : undefined,
    c.cuit !== undefined ? eq(table.cuit, c.cuit) : undefined,
    extra,
  );
}

/** A page of records, newest first (the indexes' order), with the total for the criteria. */
async function page<T extends AuditTable>(db: Db, table: T, c: AuditCriteria, extra?: SQL) {
  const condition = where(table, c, extra);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table as AuditTable)
      .where(condition)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(c.next)
      .offset(c.offset),
    db
      .select({ total: count() })
      .from(table as AuditTable)
      .where(condition),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

export const actionsPage = (db: Db, c: AuditCriteria) => page(db, auditActions, c);
export const logsPage = (db: Db, c: AuditCriteria, exception: boolean) =>
  page(db, auditLogs, c, eq(auditLogs.exception, exception));
export const messagesPage = (db: Db, c: AuditCriteria) => page(db, auditMessages, c);

/** Display names of the users a page names (deleted users keep their user name only). */
export async function namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})` })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Deletes the records older than `before` (the daily retention job), those set aside included. */
export async function prune(db: Db, before: Date): Promise<void> {
  for (const table of [auditActions, auditLogs, auditMessages, auditSetAside])
    await db.delete(table).where(lt(table.createdAt, before));
}
