import dayjs from 'dayjs';
import { messages } from '../messages';
import './dayjs-es';
import { businessToday } from './dates';

/** Periods are encoded year*100+month (000 §9): March 2024 is 202403. */
export function toPeriod(year: number, month: number): number {
  return year * 100 + month;
}

function monthNames(): string[] {
  return dayjs.Ls.es.months as string[];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 3 → 'Marzo': a month's name as the screens write it. */
export function monthName(month: number): string {
  return capitalise(monthNames()[month - 1]);
}

/** 202403 → 'Marzo, 2024'; a number that is not a period reads '(SIN DATOS)'. */
export function formatPeriod(period: number): string {
  const year = Math.floor(period / 100);
  const month = period % 100;
  if (!Number.isInteger(period) || year < 1000 || year > 9999 || month < 1 || month > 12) {
    return messages.emptyValue;
  }
  return `${monthName(month)}, ${year}`;
}

/** 'Marzo, 2024' → 202403, in any letter case; null when the text is not a period. */
export function parsePeriod(text: string): number | null {
  const match = /^\s*(\p{L}+),?\s+(\d{4})\s*$/u.exec(text);
  if (!match) return null;
  const month = monthNames().indexOf(match[1].toLowerCase()) + 1;
  return month === 0 ? null : toPeriod(Number(match[2]), month);
}

/** Periods from `first` through `last`, newest first (the period selects of the report screens). */
export function periodsBetween(first: number, last: number): number[] {
  const list: number[] = [];
  let year = Math.floor(last / 100);
  let month = last % 100;
  while (toPeriod(year, month) >= first) {
    list.push(toPeriod(year, month));
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return list;
}

/**
 * The `count` months before today's, newest first (001 §9: the last-12-months lists of invoices and
 * settlements, whose default is the first one, the previous month).
 */
export function monthsBefore(count: number, today: Date = businessToday()): number[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(today.getFullYear(), today.getMonth() - 1 - i, 1);
    return toPeriod(d.getFullYear(), d.getMonth() + 1);
  });
}

/** A period's first and last day as YYYY-MM-DD. */
export function periodBounds(period: number): { from: string; to: string } {
  const year = Math.floor(period / 100);
  const month = period % 100;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${String(last).padStart(2, '0')}` };
}
