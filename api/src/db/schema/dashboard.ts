import { bigint, date, integer, jsonb, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { producers } from './producers';

const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' }).notNull();

/** A month of settled commissions kept with the figures: year × 100 + month, and its total. */
export interface SettledMonthTotal {
  period: number;
  amount: number;
}

/**
 * The /home dashboard's aggregated figures of one producer (issue 39 §1), computed from the grids' own queries
 * and kept until the tables they read change (`data_version`, the sum of their data_versions) or the day does
 * (`day`: this month's rejections, the debt period). A job refreshes the stale ones; a read refreshes its own.
 */
export const dashboardFigures = pgTable('dashboard_figures', {
  producerId: integer('producer_id')
    .primaryKey()
    .references(() => producers.id, { onDelete: 'cascade' }),
  dataVersion: bigint('data_version', { mode: 'number' }).notNull(),
  day: date('day').notNull(),
  policies: integer('policies').notNull(),
  premium: money('premium'),
  premiumUsd: money('premium_usd'),
  pendingCount: integer('pending_count').notNull(),
  pendingTotal: money('pending_total'),
  debtPeriod: integer('debt_period').notNull(),
  debt30: money('debt_30'),
  debt60: money('debt_60'),
  debt90: money('debt_90'),
  debtOver90: money('debt_over_90'),
  debtTotal: money('debt_total'),
  aboutToBeCancelled: integer('about_to_be_cancelled').notNull(),
  rejections: integer('rejections').notNull(),
  rejectionsAmount: money('rejections_amount'),
  /** The 24 months up to `day`'s, oldest first. */
  settledByMonth: jsonb('settled_by_month').$type<SettledMonthTotal[]>().notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});
