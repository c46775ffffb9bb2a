import { z } from '../zod';
import { businessDayOf, isCalendarDay } from '../format/calendar-day';

export const INVALID_DATE = 'La fecha ingresada es inválida';

type Issue = (issue: { input?: unknown }) => string;

// zod's own patterns of an ISO day and date-time (with Z or an offset); `format` names them in the OpenAPI document.
const DATE_TIME = z.regexes.datetime({ precision: null, offset: true, local: false });
const isoDay = (error: Issue) => z.string({ error }).regex(z.regexes.date, { error }).meta({ format: 'date' });
const isoDateTime = (error: Issue) => z.string({ error }).regex(DATE_TIME, { error }).meta({ format: 'date-time' });

/**
 * The day a request's text names: 'YYYY-MM-DD' as the screens send it, or an ISO 8601 date-time as any JSON
 * client sends one (`JSON.stringify(new Date())`: 2026-11-28T05:21:18.704Z), read as the day it falls on in
 * Buenos Aires (2026-11-28T01:30:00Z is 27/11). Null when it is neither, or names a day that does not exist.
 */
export function requestDay(text: string): string | null {
  if (isCalendarDay(text)) return text;
  if (!isCalendarDay(text.slice(0, 10)) || !DATE_TIME.test(text)) return null;
  return businessDayOf(text);
}

const DESCRIPTION = 'Un día: AAAA-MM-DD, o una fecha y hora ISO 8601 (se toma su día en Buenos Aires)';

/**
 * A day of a request body as 'YYYY-MM-DD' (see requestDay). The OpenAPI document shows both forms it takes
 * (format date and date-time); what the handler receives is always the day.
 */
export function calendarDay(message: string = INVALID_DATE, required?: string) {
  // A missing or empty day gets the form's own text for a missing field, where it has one.
  const error: Issue = (issue) => (required && (issue.input === undefined || issue.input === '') ? required : message);
  const day = z
    .union([isoDay(error), isoDateTime(error)], { error })
    .transform((value, ctx) => {
      const found = requestDay(value);
      if (found) return found;
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .meta({ description: DESCRIPTION });
  return required ? z.preprocess((v) => (v === '' ? undefined : v), day) : day;
}

/** The description of a day field that also takes DD/MM/YYYY (the report screens' format). */
export const TYPED_DAY_DESCRIPTION = `${DESCRIPTION}; también DD/MM/AAAA`;
