import type { Db } from '../db/client';
import { dataVersion, type VersionedTable } from '../db/data-version';

/**
 * Issue 8 §3: a paged search pays for its count once, not per page. The report kit asks for the first page
 * whenever the search, a column filter or the sort changes (001 §4). A later page of the same search and
 * filters (offset > 0) reads the kept number back. The first page counts again unless the search says which
 * data it counts (`version`: the tables' data version, db/data-version.ts) and that data has not changed since
 * the number was kept: a new sort, or the same search asked again, over the same data has the same count. A
 * count missing here (another replica, evicted, expired) is simply counted again, so the cache only ever saves
 * work.
 */

const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 2_000;

interface Entry {
  value: unknown;
  at: number;
  /** The data version the value was counted at, when the search gave one. */
  version?: number;
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
   * report, who asks, every criterion and column filter — never the page or the sort); `offset` 0 counts again
   * unless `version` answers the version the kept number was counted at.
   */
  async count<T>(key: string, offset: number, count: () => Promise<T>, version?: () => Promise<number>): Promise<T> {
    const found = this.entries.get(key);
    const fresh = found && this.now() - found.at < this.ttlMs;
    if (fresh && offset > 0) return found.value as T;
    // Read before counting: a write that lands while counting changes the version, so the next first page counts.
    const current = version ? await version() : undefined;
    if (fresh && current !== undefined && found.version === current) return found.value as T;
    const value = await count();
    // Re-inserting moves the key to the end: the Map's order is the eviction order (oldest first).
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now(), version: current });
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
  const sorted = (_k: string, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v;
  return `${report}|${who}|${JSON.stringify(search, sorted)}`;
}

/** The count of a search through the app's cache when it has one (test contexts built by hand do not). */
export function countOnce<T>(
  ctx: { counts?: CountCache },
  key: string,
  offset: number,
  count: () => Promise<T>,
  version?: () => Promise<number>,
): Promise<T> {
  return ctx.counts ? ctx.counts.count(key, offset, count, version) : count();
}

/**
 * A report's counting, said once: its searches' counts kept between pages (countOnce) under the report's name, who
 * asks and the criteria (searchKey), and counted again on a first page only once one of `tables` was written.
 */
export function reportCount(report: string, ...tables: VersionedTable[]) {
  return <T>(
    ctx: { counts?: CountCache; database: { db: Db } },
    session: { sessionId: string },
    criteria: object,
    offset: number,
    count: () => Promise<T>,
  ): Promise<T> =>
    countOnce(ctx, searchKey(report, session.sessionId, criteria), offset, count, () =>
      dataVersion(ctx.database.db, ...tables),
    );
}
