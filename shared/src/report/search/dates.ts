const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** DD/MM/YYYY that names a real day → YYYY-MM-DD; null when it is not one. */
export function parseDayMonthYear(text: string): string | null {
  const m = DATE.exec(text);
  if (!m) return null;
  const iso = `${m[3]}-${m[2]}-${m[1]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso ? iso : null;
}
