import dayjs from 'dayjs';
import { messages } from '../messages';
import './dayjs-es';

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

/** 202403 → 'Marzo, 2024'; a number that is not a period reads '(SIN DATOS)'. */
export function formatPeriod(period: number): string {
  const year = Math.floor(period / 100);
  const month = period % 100;
  if (!Number.isInteger(period) || year < 1000 || year > 9999 || month < 1 || month > 12) {
    return messages.emptyValue;
  }
  return `${capitalise(monthNames()[month - 1])}, ${year}`;
}

/** 'Marzo, 2024' → 202403, in any letter case; null when the text is not a period. */
export function parsePeriod(text: string): number | null {
  const match = /^\s*(\p{L}+),?\s+(\d{4})\s*$/u.exec(text);
  if (!match) return null;
  const month = monthNames().indexOf(match[1].toLowerCase()) + 1;
  return month === 0 ? null : toPeriod(Number(match[2]), month);
}
