/** An amount as the screens and exports give it: rounded to cents; no amount (an empty sum) is 0. */
export const roundCents = (n: number | null | undefined) => Math.round((n ?? 0) * 100) / 100;

/**
 * A search's sums banner (001 §7 `sumarizeItems`): each named sum, rounded to cents, as `{ total }`. The totals
 * queries name their sums as the banner does, so a search passes their row but for its count.
 */
export function sumarizeItems<K extends string>(sums: Record<K, number | null>): Record<K, { total: number }> {
  return Object.fromEntries(
    Object.entries<number | null>(sums).map(([name, n]) => [name, { total: roundCents(n) }]),
  ) as Record<K, { total: number }>;
}
