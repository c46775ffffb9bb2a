import { BUSINESS_TIME_ZONE, businessDayOf } from '@portal/shared/format/calendar-day';

/** The insurer's days: schedules, due dates and "today" are reckoned in Buenos Aires, whatever the server's zone. */
export const TIME_ZONE = BUSINESS_TIME_ZONE;

/** Today in Buenos Aires, YYYY-MM-DD: the portal's one rule (shared/src/format/calendar-day.ts). */
export function todayInArgentina(now = new Date()): string {
  return businessDayOf(now);
}
