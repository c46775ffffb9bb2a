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
