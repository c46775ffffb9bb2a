import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ownerId, timestamptz } from './column-builders';
import { users } from './users';

/**
 * Two-step verification (issue 40 §1): the user's TOTP secret, encrypted at rest (lib/secret-box.ts) and never
 * answered after enrolment. Pending (`confirmedAt` null) from 'Activar' until a code from the app confirms it.
 */
export const twoStep = pgTable('two_step', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamptz('confirmed_at'),
  /** The 30-second step of the last code accepted: only a later step's code is accepted (RFC 6238 §5.2, no replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }).notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The ten recovery codes shown once at enrolment, each an argon2id hash, each usable once. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('two_step_recovery_codes_user_id_idx').on(t.userId)],
);
