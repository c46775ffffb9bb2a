import { boolean, index, jsonb, pgTable, serial, smallint, text, unique, varchar } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { SchedulePayload } from '@portal/shared/contract/reports';
import { ownerId, timestamptz } from './column-builders';
import { users } from './users';

/** A user's chosen columns of one report (001 §3 "Column view item"), kept so it survives a reload. */
export const columnViews = pgTable(
  'column_views',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    report: varchar('report', { length: 50 }).notNull(),
    columns: jsonb('columns').$type<{ name: string; title: string; index: number; show: boolean }[]>().notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('column_views_user_report_uq').on(t.userId, t.report)],
);

/** The filters of a saved schedule: the contract's save payload once parsed (dates ISO, empty texts null). */
export type ScheduleFilters = z.output<typeof SchedulePayload>['Filters'];

/**
 * A scheduled sending of a report (001 §3 "Report schedule save payload"): one per user and report
 * (`urlApi`, e.g. 'portfolio'). The job runs it at each execution's weekday and hour.
 */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: serial('id').primaryKey(),
    userId: ownerId('user_id', () => users.id),
    urlApi: varchar('url_api', { length: 100 }).notNull(),
    /** 0 daily, 1 weekly, 2 monthly, 3 fixed date. */
    period: smallint('period').notNull(),
    enabled: boolean('enabled').notNull(),
    executions: jsonb('executions').$type<{ Day: number; Hour: number }[]>().notNull(),
    filters: jsonb('filters').$type<ScheduleFilters>().notNull(),
    lastRunAt: timestamptz('last_run_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('report_schedules_user_url_uq').on(t.userId, t.urlApi)],
);

/** Legend texts (002 §3 "Legend (Label)"), shown by section and type on the report screens. */
export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    section: varchar('section', { length: 50 }).notNull(),
    type: varchar('type', { length: 50 }).notNull(),
    description: varchar('description', { length: 250 }).notNull(),
    text: text('text').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    finishDate: timestamptz('finish_date'),
  },
  (t) => [index('labels_section_type_idx').on(t.section, t.type)],
);
