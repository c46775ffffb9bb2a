/**
 * Today on the company's calendar (Buenos Aires), as a Date at local noon of that day: what the portal
 * takes as today, whatever zone this machine runs in (the specs run in its zone, like a user abroad).
 */
export function businessToday(now: Date = new Date()): Date {
  const ymd = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Argentina/Buenos_Aires',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const [year, month, day] = ymd.split('-').map(Number);
  return new Date(year, month - 1, day, 12);
}
