import Holidays from 'date-holidays';

/**
 * 001 §5: the debtors' cut date is the last business day of the chosen period, on Argentina's calendar:
 * not a Saturday or Sunday, nor a national holiday. The holidays come from date-holidays (maintained, with
 * the moved ones and Easter's), not a hand-written list; only its 'public' ones are national holidays
 * (the 'optional' ones, such as Holy Thursday, are working days for whoever chooses to work).
 */
const argentina = new Holidays('AR');
const byYear = new Map<number, Set<string>>();

/** The national holidays of a year, as YYYY-MM-DD. */
export function nationalHolidays(year: number): Set<string> {
  let days = byYear.get(year);
  if (!days) {
    days = new Set(
      argentina
        .getHolidays(year)
        .filter((h) => h.type === 'public')
        .map((h) => h.date.slice(0, 10)),
    );
    byYear.set(year, days);
  }
  return days;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** Whether a day (YYYY-MM-DD) is a business day in Argentina. */
export function isBusinessDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  const weekday = d.getUTCDay();
  return weekday !== 0 && weekday !== 6 && !nationalHolidays(d.getUTCFullYear()).has(day);
}

/** The last business day of a period (year × 100 + month), as YYYY-MM-DD. */
export function cutDateOf(period: number): string {
  const year = Math.trunc(period / 100);
  const month = period % 100;
  if (month < 1 || month > 12) throw new RangeError(`not a period: ${period}`);
  const d = new Date(Date.UTC(year, month, 0));
  while (!isBusinessDay(iso(d))) d.setUTCDate(d.getUTCDate() - 1);
  return iso(d);
}

/** The period (year × 100 + month) of a day. */
export function periodOfDay(day: string): number {
  return Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7));
}
