import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { ownerId, timestamptz } from './column-builders';
import { producers } from './producers';
import { users } from './users';

/**
 * What an administrator defines a notification to say (002 §3 "Notification definition"): the job turns
 * it, at each execution of its scheduler processes, into one notification per producer reached.
 * `webLink` names the attached file ('' when none).
 */
export const notificationDefinitions = pgTable('notification_definitions', {
  id: serial('id').primaryKey(),
  urlApi: varchar('url_api', { length: 1000 }).notNull().default(''),
  description: varchar('description', { length: 1000 }).notNull(),
  editMessage: boolean('edit_message').notNull().default(true),
  editDestination: boolean('edit_destination').notNull().default(true),
  editScheduler: boolean('edit_scheduler').notNull().default(true),
  webUse: boolean('web_use').notNull().default(false),
  webTitle: varchar('web_title', { length: 1000 }),
  /** HTML, sanitized when written. */
  webText: text('web_text'),
  webLink: varchar('web_link', { length: 1000 }),
  mailUse: boolean('mail_use').notNull().default(false),
  mailSubject: varchar('mail_subject', { length: 1000 }),
  /** HTML, sanitized when written. */
  mailBody: text('mail_body'),
  enabled: boolean('enabled').notNull().default(false),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type ProducerGroupKind = 'all' | 'core' | 'branch' | 'direct-payment';

/** A named set of producers a notification can go to (002 §3 destination type 1): by core, by branch, direct payment. */
export const producerGroups = pgTable('producer_groups', {
  id: serial('id').primaryKey(),
  description: varchar('description', { length: 200 }).notNull(),
  /** 'all' reaches every producer; the others reach their members. */
  kind: varchar('kind', { length: 20 }).$type<ProducerGroupKind>().notNull(),
});

export const producerGroupMembers = pgTable(
  'producer_group_members',
  {
    groupId: ownerId('group_id', () => producerGroups.id),
    producerId: ownerId('producer_id', () => producers.id),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.producerId] }),
    index('producer_group_members_producer_idx').on(t.producerId),
  ],
);

/** 002 §3 "Notification destination": a group (type 1) or one producer by CUIT (type 2). */
export const notificationDestinations = pgTable(
  'notification_destinations',
  {
    id: serial('id').primaryKey(),
    definitionId: ownerId('definition_id', () => notificationDefinitions.id),
    groupId: integer('group_id').references(() => producerGroups.id, { onDelete: 'cascade' }),
    cuit: varchar('cuit', { length: 11 }),
  },
  (t) => [index('notification_destinations_definition_idx').on(t.definitionId)],
);

export interface ExecutionSlot {
  Hora: string;
  DiaSemana: number;
  DiaMes: number;
  DiaFijo: string | null;
}

/**
 * 002 §3 "Scheduler process" of type 'NotificationGeneration': when a definition is generated.
 * `plannedAt` is when its executions were last saved: the job never runs an execution older than that.
 */
export const schedulerProcesses = pgTable(
  'scheduler_processes',
  {
    id: serial('id').primaryKey(),
    definitionId: ownerId('definition_id', () => notificationDefinitions.id),
    urlApi: varchar('url_api', { length: 200 }).notNull().default(''),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 0 daily, 1 weekly, 2 monthly, 3 fixed date. */
    period: smallint('period').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    type: varchar('type', { length: 50 }).notNull().default('NotificationGeneration'),
    executions: jsonb('executions').$type<ExecutionSlot[]>().notNull(),
    plannedAt: timestamptz('planned_at').notNull().defaultNow(),
  },
  (t) => [index('scheduler_processes_definition_idx').on(t.definitionId)],
);

/**
 * One execution of a process, claimed before it generates anything, in the same transaction: the unique
 * (process, slot) makes each execution happen once, whichever api process gets there first.
 */
export const notificationRuns = pgTable(
  'notification_runs',
  {
    id: serial('id').primaryKey(),
    processId: ownerId('process_id', () => schedulerProcesses.id),
    slot: timestamptz('slot').notNull(),
    notifications: integer('notifications').notNull().default(0),
    mails: integer('mails').notNull().default(0),
    ranAt: timestamptz('ran_at').notNull().defaultNow(),
  },
  (t) => [unique('notification_runs_process_slot_uq').on(t.processId, t.slot)],
);
