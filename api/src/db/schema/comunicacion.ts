import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A notification addressed to one producer (002 §3 "Notification (user view)"): shown in the header bell
 * until the producer marks it as seen (`verifiedAt`), and in /historialnotificaciones for good. Its
 * attachment, if any, is a stored_files row of entity 'NotificationAttach'. `definitionId` names the
 * administrator's notification definition it was generated from (the admin area), when there is one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    cuit: varchar('cuit', { length: 11 }).notNull(),
    definitionId: integer('definition_id'),
    webUse: boolean('web_use').notNull().default(true),
    mailUse: boolean('mail_use').notNull().default(false),
    webTitle: varchar('web_title', { length: 1000 }).notNull(),
    /** HTML, sanitized when written. */
    webText: text('web_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_cuit_created_idx').on(t.cuit, t.createdAt.desc(), t.id.desc()),
    // The bell asks for the unseen ones on every page: a small partial index answers it.
    index('notifications_unseen_idx').on(t.cuit).where(sql`${t.verifiedAt} is null`),
  ],
);
