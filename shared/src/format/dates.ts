import dayjs, { type Dayjs } from 'dayjs';
import { messages } from '../messages';
import { businessDayBound, businessDayOf, isCalendarDay } from './calendar-day';
import './dayjs-es';

export type DateInput = string | Date | Dayjs | null | undefined;

// Only ISO text is read: anything else would go to Date's lenient parser, which reads 05/03/2024 as
// 3 May.
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** dayjs rolls 2024-02-30 over to 1 March; a date that does not exist is not shown as another one. */
function isRealIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [hour = 0, minute = 0, second = 0] = match.slice(4).map((part) => Number(part ?? 0));
  return isCalendarDay(text.slice(0, 10)) && hour < 24 && minute < 60 && second < 60;
}

function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  const input = typeof value === 'string' ? value.trim() : value;
  if (typeof input === 'string' && !isRealIsoDate(input)) return null;
  const date = dayjs(input);
  return date.isValid() ? date : null;
}

/** DD/MM/YYYY; missing or unreadable dates read '(SIN DATOS)' unless the screen wants another text. */
export function formatDate(value: DateInput, empty: string = messages.emptyValue): string {
  return toDayjs(value)?.format('DD/MM/YYYY') ?? empty;
}

/** DD/MM/YYYY HH:mm:ss, used by some lists (002 §1). */
export function formatDateTime(value: DateInput, empty: string = messages.emptyValue): string {
  return toDayjs(value)?.format('DD/MM/YYYY HH:mm:ss') ?? empty;
}

/** DD/MM/YYYY HH:mm: an instant a person reads, where the seconds say nothing (the sessions of /seguridad). */
export function formatDateTimeMinutes(value: DateInput, empty: string = messages.emptyValue): string {
  return toDayjs(value)?.format('DD/MM/YYYY HH:mm') ?? empty;
}

/**
 * Today on the company's calendar, as a Date at local noon of that day: what the api takes as today (its
 * defaults, periods and date rules), so a browser in another zone, or late in the evening, agrees with it.
 */
export function businessToday(now: Date = new Date()): Date {
  const [year, month, day] = businessDayOf(now).split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}

export { businessDayBound, businessDayOf };
