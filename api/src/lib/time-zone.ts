/** The insurer's days: schedules, due dates and "today" are reckoned in Buenos Aires, whatever the server's zone. */
export const TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** Today in Buenos Aires, YYYY-MM-DD. */
export function todayInArgentina(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
