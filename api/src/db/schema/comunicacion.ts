import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { ownerId, timestamptz } from './column-builders';
import { users } from './users';

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    verifiedAt: timestamptz('verified_at'),
  },
  (t) => [
    index('notifications_cuit_created_idx').on(t.cuit, t.createdAt.desc(), t.id.desc()),
    // The bell asks for the unseen ones on every page: a small partial index answers it.
    index('notifications_unseen_idx')
      .on(t.cuit)
      .where(sql`${t.verifiedAt} is null`),
  ],
);

/**
 * A communication written by an administrator (002 §3 "Communication (admin)"): it reaches every producer
 * from `startDate` to `endDate` (dates in Buenos Aires) while enabled. Its body and attachment are
 * stored_files rows of entities 'CommunicationBody' and 'CommunicationAttach'. With `sendMail`, the job
 * mails it once on `sendMailDate`; `mailSentAt` is set by whichever api process claims it first.
 */
export const communications = pgTable(
  'communications',
  {
    id: serial('id').primaryKey(),
    priority: smallint('priority').notNull().default(1),
    title: varchar('title', { length: 1000 }).notNull(),
    description: varchar('description', { length: 1000 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    confirmationRequired: boolean('confirmation_required').notNull().default(false),
    confirmationText: varchar('confirmation_text', { length: 1000 }),
    bodyEmbedded: boolean('body_embedded').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    sendMail: boolean('send_mail').notNull().default(false),
    sendMailDate: date('send_mail_date', { mode: 'string' }),
    mailSentAt: timestamptz('mail_sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('communications_start_idx').on(t.startDate.desc(), t.id.desc()),
    // The mail job looks only at those still to be mailed.
    index('communications_mail_due_idx')
      .on(t.sendMailDate)
      .where(sql`${t.sendMail} and ${t.mailSentAt} is null`),
  ],
);

/** One producer (by CUIT) read a communication, and maybe confirmed it (002 §4): never undone. */
export const communicationReads = pgTable(
  'communication_reads',
  {
    communicationId: ownerId('communication_id', () => communications.id),
    cuit: varchar('cuit', { length: 11 }).notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [primaryKey({ columns: [t.communicationId, t.cuit] }), index('communication_reads_cuit_idx').on(t.cuit)],
);

/** A company sector a producer may write to (002 §3 "Sector items"), with the mailbox its enquiries go to. */
export const enquirySectors = pgTable('enquiry_sectors', {
  id: integer('id').primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  message: varchar('message', { length: 1000 }),
  mailbox: varchar('mailbox', { length: 200 }).notNull(),
});

/** An enquiry type of a sector (the sector's sub-categories). */
export const enquiryReasons = pgTable(
  'enquiry_reasons',
  {
    id: serial('id').primaryKey(),
    sectorId: ownerId('sector_id', () => enquirySectors.id),
    value: varchar('value', { length: 200 }).notNull(),
  },
  (t) => [index('enquiry_reasons_sector_idx').on(t.sectorId)],
);

/** An enquiry sent from /consulta (002 §3 "Enquiry"); its files are stored_files of entity 'EnquiryFile'. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cuit: varchar('cuit', { length: 11 }),
    sectorId: integer('sector_id')
      .notNull()
      .references(() => enquirySectors.id),
    reasonId: integer('reason_id').references(() => enquiryReasons.id),
    motive: varchar('motive', { length: 200 }).notNull(),
    detail: varchar('detail', { length: 2000 }).notNull(),
    sendCopy: boolean('send_copy').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('enquiries_cuit_idx').on(t.cuit, t.createdAt.desc())],
);
