import { bigserial, boolean, index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { timestamptz } from './column-builders';

/*
 * The audit trail (002 §3 'Audit records'): what every signed-in user did, every error, every mail. Each
 * record names the acting user (a simulator while it simulates) and the CUIT it acted for, so the same
 * row is found by the simulator's id and by the producer's CUIT. Written in batches off the request
 * path (modules/audit/recorder.ts); no foreign keys, so deleting a user keeps what it did.
 */

/** A record type's indexes: the trail is read by user, by CUIT or whole, newest first. */
const trailIndexes = (table: string, t: Record<'id' | 'createdAt' | 'userId' | 'cuit', ExtraConfigColumn>) => [
  index(`${table}_user_idx`).on(t.userId, t.createdAt.desc(), t.id.desc()),
  index(`${table}_cuit_idx`).on(t.cuit, t.createdAt.desc(), t.id.desc()),
  index(`${table}_created_idx`).on(t.createdAt.desc(), t.id.desc()),
];

/** One signed-in call: application, url, action (method), function (route), trace (status and time). */
export const auditActions = pgTable(
  'audit_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamptz('created_at').notNull(),
    /** The signed-in user (the simulator, when one acts for a producer). */
    userId: integer('user_id').notNull(),
    userName: varchar('user_name', { length: 100 }).notNull(),
    /** The CUIT the call acted for: the producer's own, a Gestor's represented one, a simulator's chosen one. */
    cuit: varchar('cuit', { length: 11 }),
    /** The producer's portal user when a simulator acts for it (0 when the producer has none). */
    producerUserId: integer('producer_user_id'),
    application: varchar('application', { length: 30 }).notNull(),
    url: varchar('url', { length: 1000 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    function: varchar('function', { length: 300 }).notNull(),
    statusCode: smallint('status_code').notNull(),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => trailIndexes('audit_actions', t),
);

/** One error answered to a request: 5xx are exceptions, refusals by a rule or by the contract are not. */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamptz('created_at').notNull(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 100 }),
    cuit: varchar('cuit', { length: 11 }),
    exception: boolean('exception').notNull(),
    detail: text('detail').notNull(),
    severity: varchar('severity', { length: 20 }).notNull(),
    source: varchar('source', { length: 100 }).notNull(),
    class: varchar('class', { length: 100 }).notNull(),
    method: varchar('method', { length: 300 }).notNull(),
    logEvent: varchar('log_event', { length: 100 }).notNull(),
    /** The request's query, path and body with passwords, tokens, codes and file contents left out. */
    parameters: text('parameters').notNull(),
  },
  (t) => trailIndexes('audit_logs', t),
);

/** One mail sent (the outbox row it became is `registerId`). */
export const auditMessages = pgTable(
  'audit_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamptz('created_at').notNull(),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 100 }),
    cuit: varchar('cuit', { length: 11 }),
    typeString: varchar('type_string', { length: 200 }).notNull(),
    registerId: integer('register_id'),
    to: varchar('to', { length: 200 }).notNull(),
  },
  (t) => trailIndexes('audit_messages', t),
);

/**
 * A record the database refused even alone, after retries (modules/audit/recorder.ts): kept here with the
 * database's reason instead of being dropped with the batch it came in. `record` is the record as JSON
 * text (its escapes keep any character storable); `kind` names its table: action, log or message.
 */
export const auditSetAside = pgTable(
  'audit_set_aside',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** When it was set aside (pruned with the rest of the trail). */
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    kind: varchar('kind', { length: 10 }).notNull(),
    reason: text('reason').notNull(),
    record: text('record').notNull(),
  },
  (t) => [index('audit_set_aside_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
