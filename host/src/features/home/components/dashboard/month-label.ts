const short = new Intl.DateTimeFormat('es-AR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'nov 2026' for 202611: the chart's axis and the table's rows. */
export function monthLabel(period: number): string {
  return short.format(Date.UTC(Math.trunc(period / 100), (period % 100) - 1, 1)).replace('.', '');
}
