/**
 * Issue 8 §3: a paged search pays for its count once, not per page. The report kit asks for the first page
 * whenever the search, a column filter or the sort changes (001 §4), so the first page counts and keeps the
 * number; a later page of the same search and filters (offset > 0) reads it back. A count missing here
 * (another replica, evicted, expired) is simply counted again, so the cache only ever saves work.
 */

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  at: number;
}

export class CountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The number of rows of a search (or its count with its sums). `key` names the search completely (the
   * report, who asks, every criterion and column filter — never the page or the sort); `offset` 0 always
   * counts again.
   */
  async count<T>(key: string, offset: number, count: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (offset > 0 && found && this.now() - found.at < this.ttlMs) return found.value as T;
    const value = await count();
    // Re-inserting moves the key to the end: the Map's order is the eviction order (oldest first).
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }
}

/** What names a page, not a search: left out of a search's key. */
const PAGING = new Set(['offset', 'next', 'pageSize', 'sort', 'desc']);

/**
 * One stable text for a search's key: object keys sorted, so the same criteria always give the same key,
 * and the paging part (offset, size, sort) left out, so every page of a search shares it.
 */
export function searchKey(report: string, who: string, criteria: object): string {
  const search = Object.fromEntries(Object.entries(criteria).filter(([k]) => !PAGING.has(k)));
  const sorted = (_k: string, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v);
  return `${report}|${who}|${JSON.stringify(search, sorted)}`;
}

/** The count of a search through the app's cache when it has one (test contexts built by hand do not). */
export function countOnce<T>(ctx: { counts?: CountCache }, key: string, offset: number, count: () => Promise<T>): Promise<T> {
  return ctx.counts ? ctx.counts.count(key, offset, count) : count();
}
