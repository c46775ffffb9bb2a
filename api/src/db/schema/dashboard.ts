import { bigint, date, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { money, timestamptz } from './column-builders';
import { producers } from './producers';

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
  premium: money('premium', 16),
  premiumUsd: money('premium_usd', 16),
  pendingCount: integer('pending_count').notNull(),
  pendingTotal: money('pending_total', 16),
  debtPeriod: integer('debt_period').notNull(),
  debt30: money('debt_30', 16),
  debt60: money('debt_60', 16),
  debt90: money('debt_90', 16),
  debtOver90: money('debt_over_90', 16),
  debtTotal: money('debt_total', 16),
  aboutToBeCancelled: integer('about_to_be_cancelled').notNull(),
  rejections: integer('rejections').notNull(),
  rejectionsAmount: money('rejections_amount', 16),
  /** The 24 months up to `day`'s, oldest first. */
  settledByMonth: jsonb('settled_by_month').$type<SettledMonthTotal[]>().notNull(),
  refreshedAt: timestamptz('refreshed_at').notNull().defaultNow(),
});
