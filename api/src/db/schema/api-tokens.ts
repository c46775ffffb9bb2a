import { index, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { ownerId, timestamptz } from './column-builders';
import { users } from './users';

/**
 * A producer's personal API tokens (issue 40 §3): stored as the SHA-256 of the token, which is shown once.
 * Every call with one reads its row (modules/api-tokens/authenticate.ts), so a revocation or an end date is
 * honoured by every replica at the next call, without a cache to notify.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    name: varchar('name', { length: 26 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    /** Contract areas it may read: 'cartera', 'cuenta-corriente', 'cobranzas'. */
    scopes: text('scopes').array().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** The first instant it no longer works: the day after its end date, at 00:00 in Buenos Aires. */
    expiresAt: timestamptz('expires_at').notNull(),
    /** Moved at most once a minute, so a busy agency system does not write on every call. */
    lastUsedAt: timestamptz('last_used_at'),
    revokedAt: timestamptz('revoked_at'),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);
