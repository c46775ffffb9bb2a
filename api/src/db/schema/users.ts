import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { DelegateScope } from '@portal/shared/contract/delegates';
import { timestamptz } from './column-builders';
import { producers } from './producers';

/** User types of 000 §6. */
export const UserType = { producer: 1, simulator: 2, administrator: 3 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** Anyone who signs in: producers and their delegates, simulators, administrators. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** The CUIT's 11 digits for producers and delegates, the lower-cased e-mail for simulators and admins. */
    username: varchar('username', { length: 100 }).notNull().unique(),
    cuit: varchar('cuit', { length: 11 }),
    email: varchar('email', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    userType: smallint('user_type').$type<UserType>().notNull(),
    /** Sub-role, e.g. 'Gestor', who acts for `reportToCuit`. */
    rol: varchar('rol', { length: 50 }),
    reportToCuit: varchar('report_to_cuit', { length: 11 }),
    /** A delegate's menu areas (issue 40 §4); null: every area (a delegate added before areas existed). */
    delegateScopes: text('delegate_scopes').array().$type<DelegateScope[]>(),
    /** A delegate's last day (YYYY-MM-DD, Buenos Aires); null: no end. */
    delegateUntil: date('delegate_until', { mode: 'string' }),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    active: boolean('active').notNull().default(true),
    /** The producer whose data the user works on: their own, or the one a delegate represents. */
    producerId: integer('producer_id').references(() => producers.id),
    avatar: text('avatar'),
    telephone: varchar('telephone', { length: 15 }),
    /** Phone company id 1..6. */
    telephoneCompany: smallint('telephone_company'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Must set up two-step verification at its next sign-in (a simulator created through /admin-users; MFA_REQUIRED_FOR_STAFF). */
    twoStepRequired: boolean('two_step_required').notNull().default(false),
  },
  (t) => [
    index('users_cuit_idx').on(t.cuit),
    index('users_report_to_cuit_idx').on(t.reportToCuit),
    index('users_producer_id_idx').on(t.producerId),
    // Sign-in by e-mail at the producer door (auth/queries.ts findProducerUserByEmail).
    index('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_user_type_valid', sql`${t.userType} in (1, 2, 3)`),
  ],
);
