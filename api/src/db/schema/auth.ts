import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { ownerId, timestamptz } from './column-builders';
import { producers } from './producers';
import { users } from './users';

/**
 * A signed-in session: one per sign-in, the "family" of its rotated refresh tokens. The access token
 * names it (`sid`), so revoking it ends the session at once, and it holds the producer a simulator chose.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** The producer a simulator acts for (simulator/simulateproducer), kept here, never trusted from a request. */
    selectedProducerId: integer('selected_producer_id').references(() => producers.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
    /** The browser's User-Agent and address at sign-in, then at each refresh (the list of /seguridad). */
    userAgent: varchar('user_agent', { length: 512 }),
    address: varchar('address', { length: 64 }),
    /** Sign-in, then each refresh: the browser refreshes every 15 minutes while it is open. */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as their SHA-256; each is used once and replaced by the next. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    /** Set when rotated: presenting it again is a reuse, which revokes the family. */
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_id_idx').on(t.familyId)],
);

/** Failed sign-ins, counted per account and per address over the last hour. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 100 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_failures_username_idx').on(t.username, t.at),
    index('sign_in_failures_address_idx').on(t.address, t.at),
  ],
);

/** What a mailed (or handed-out) code is for. */
export type CodePurpose = 'confirm' | 'reset' | 'change' | 'email';

/** One-time codes: e-mail confirmation, password reset, forced change, e-mail change. Stored hashed. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: serial('id').primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull().unique(),
    userId: ownerId('user_id', () => users.id),
    purpose: varchar('purpose', { length: 10 }).$type<CodePurpose>().notNull(),
    /** For an e-mail change: the new address. */
    payload: text('payload'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('user_codes_user_id_idx').on(t.userId)],
);

/** Menu permissions of 000 §6. `scope` 'producer': any producer; 'simulator': only a simulator acting for one. */
export const permissions = pgTable('permissions', {
  name: varchar('name', { length: 50 }).primaryKey(),
  scope: varchar('scope', { length: 10 }).$type<'producer' | 'simulator'>().notNull(),
});

/**
 * Menu permissions granted to one user of their own (002 §6): internal staff, user type 2 accounts that
 * are not asked to select a producer (000 §2.3), reach the content and oversight screens through these.
 */
export const userPermissions = pgTable(
  'user_permissions',
  {
    userId: ownerId('user_id', () => users.id),
    permission: varchar('permission', { length: 50 })
      .notNull()
      .references(() => permissions.name, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.permission] })],
);

/** Every mail sent, whether or not SMTP is configured (docs/adr/0010-jobs-on-pg-boss-and-one-mailer.md). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 200 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  /** The names of the files sent with the mail (never their content), so the outbox shows what went. */
  attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
  /**
   * Set by a sender that may run twice for one mail (a job retried after its replica died): the second
   * insert with the same key is dropped, so the mail is written and sent once.
   */
  idempotencyKey: varchar('idempotency_key', { length: 200 }).unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
