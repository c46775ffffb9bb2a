import { hostMessages } from '../../../../messages';

const t = hostMessages.dashboard;

/** 'Actualizado hace 5 min': how long ago the aggregated figures were computed. */
export function updatedText(refreshedAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(refreshedAt)) / 60_000));
  if (minutes < 1) return t.updated(t.justNow);
  if (minutes < 60) return t.updated(t.minutesAgo(minutes));
  const hours = Math.floor(minutes / 60);
  return t.updated(hours < 24 ? t.hoursAgo(hours) : t.daysAgo(Math.floor(hours / 24)));
}
