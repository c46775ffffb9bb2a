/** The portal's calendar is Buenos Aires' (UTC−3 all year, no daylight saving since 2009). */
const OFFSET = '-03:00';
const OFFSET_MS = 3 * 60 * 60 * 1000;

/** The first instant of a calendar day 'YYYY-MM-DD' in Buenos Aires. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000${OFFSET}`);
}

/** The last instant of a calendar day 'YYYY-MM-DD' in Buenos Aires. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999${OFFSET}`);
}

/** The Buenos Aires calendar day of an instant, 'YYYY-MM-DD'. */
export function dayOf(at: Date): string {
  return new Date(at.getTime() - OFFSET_MS).toISOString().slice(0, 10);
}
