const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * A day that exists, as YYYY-MM-DD. `Date.parse` is no test: it reads 2026-02-31 as 3 March.
 */
export function isCalendarDay(text: string): boolean {
  const match = ISO_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A day typed as DD/MM/YYYY (000 §5: date inputs are DD/MM/YYYY) → YYYY-MM-DD, or null when it is not a day that exists. */
export function typedDayToIso(text: string): string | null {
  const match = TYPED_DAY.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isCalendarDay(iso) ? iso : null;
}

/** The company works on Buenos Aires time (UTC−3, no daylight saving), whatever zone the browser or server is in. */
export const BUSINESS_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/**
 * Made once: building an Intl.DateTimeFormat costs about as much as the rest of a small api call (measured on
 * GET api/dashboard: 18 % of the api thread's time when made on each call), formatting with it little.
 */
let businessDayFormat: Intl.DateTimeFormat | undefined;

/** The day (YYYY-MM-DD) an instant falls on in Buenos Aires, e.g. the start and end days of a stored validity. */
export function businessDayOf(instant: Date | string): string {
  businessDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BUSINESS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return businessDayFormat.format(new Date(instant));
}

/** The instant a Buenos Aires day (YYYY-MM-DD) starts, or its last second, as ISO text (UTC−3, no daylight saving). */
export function businessDayBound(day: string, bound: 'start' | 'end'): string {
  return new Date(`${day}T${bound === 'start' ? '00:00:00' : '23:59:59'}-03:00`).toISOString();
}
