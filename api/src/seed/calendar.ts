import { todayInArgentina } from '../lib/time-zone';

/**
 * The days the demo data hangs off, counted from the Buenos Aires day it is seeded, so that every screen's
 * default search finds rows on any day; the same day gives the same data (the row generators are fixed).
 */
export interface SeedCalendar {
  /** The day of seeding, YYYY-MM-DD. */
  today: string;
  /** The first day of today's month: the portfolio is "as of" it and the debtor listings end with its period. */
  month: string;
  /** The first day of the newest billed month, the previous one: its debits are rejected on the 13th and retried into today's month. */
  invoiceMonth: string;
  /** The last day of the previous month: the newest settlement of the current account. */
  lastAccountDay: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** `day` moved by whole days (negative: back). */
export function addDays(day: string, days: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The first day of `day`'s month moved by whole months. */
export function monthStart(day: string, months = 0): string {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

export function seedCalendar(today: string = todayInArgentina()): SeedCalendar {
  const month = monthStart(today);
  return {
    today,
    month,
    invoiceMonth: monthStart(today, -1),
    lastAccountDay: addDays(month, -1),
  };
}
