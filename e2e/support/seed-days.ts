import { businessToday } from './business-day';

/**
 * The days the demo data hangs off, as the api's seed counts them (api/src/seed/calendar.ts) from the Buenos Aires
 * day the stack seeded it: the specs that read seeded dates derive them from here, so they pass on any day, not
 * only in the month they were written. Days are YYYY-MM-DD strings; the e2e stack seeds on the day it starts.
 */
export interface SeedDays {
  today: string;
  /** The first day of today's month: the debtors' newest period. */
  month: string;
  /** The first day of the newest billed month (the previous one): the rubric's month. */
  invoiceMonth: string;
  /** The last day of the previous month: the newest settlement of the current account. */
  lastAccountDay: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const d = utc(day);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/** The first day of `day`'s month moved by whole months. */
export function monthStartOf(day: string, months = 0): string {
  const d = utc(day);
  return iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** The last day of `day`'s month. */
export const monthEndOf = (day: string): string => addDays(monthStartOf(day, 1), -1);

export function seedDays(now: Date = new Date()): SeedDays {
  const t = businessToday(now);
  const today = `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
  const month = monthStartOf(today);
  return { today, month, invoiceMonth: monthStartOf(today, -1), lastAccountDay: addDays(month, -1) };
}

/** DD/MM/AAAA, as the portal writes a day. */
export const dmy = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The period (year × 100 + month) of a day. */
export const periodOf = (day: string): number => Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));

export const MONTH_NAMES = [
  'Enero',
  'Febrero',
  'Marzo',
  'Abril',
  'Mayo',
  'Junio',
  'Julio',
  'Agosto',
  'Septiembre',
  'Octubre',
  'Noviembre',
  'Diciembre',
];

/** A period as the period pickers name it: 'Octubre, 2026'. */
export const periodLabel = (day: string): string => `${MONTH_NAMES[Number(day.slice(5, 7)) - 1]}, ${day.slice(0, 4)}`;
