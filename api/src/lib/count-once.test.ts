import { CountCache, searchKey } from './count-once';

describe('a paged search’s count, paid once', () => {
  it('counts on the first page and reads the number back on the later pages of the same search', async () => {
    const cache = new CountCache();
    let counted = 0;
    const count = async () => ++counted * 100;
    expect(await cache.count('a', 0, count)).toBe(100);
    expect(await cache.count('a', 10, count)).toBe(100);
    expect(await cache.count('a', 990, count)).toBe(100);
    expect(counted).toBe(1);
    // The first page again (a new search, a new filter or sort) counts again and keeps the new number.
    expect(await cache.count('a', 0, count)).toBe(200);
    expect(await cache.count('a', 10, count)).toBe(200);
    // Another search has its own count; a later page of a search never counted is counted.
    expect(await cache.count('b', 20, count)).toBe(300);
  });

  it('keeps the first page’s count over data of the same version, and counts again once it changes', async () => {
    const cache = new CountCache();
    let counted = 0;
    let version = 7;
    const count = async () => ++counted;
    const versionOf = async () => version;
    expect(await cache.count('a', 0, count, versionOf)).toBe(1);
    // A new sort, or the same search again, over unchanged data: the kept count.
    expect(await cache.count('a', 0, count, versionOf)).toBe(1);
    version = 8;
    expect(await cache.count('a', 0, count, versionOf)).toBe(2);
    expect(await cache.count('a', 10, count, versionOf)).toBe(2);
    // A search that does not say its data's version counts on every first page, as before.
    expect(await cache.count('b', 0, count)).toBe(3);
    expect(await cache.count('b', 0, count)).toBe(4);
  });

  it('forgets a count after its time and the oldest one beyond its size', async () => {
    let now = 0;
    const cache = new CountCache(1_000, 2, () => now);
    const count = jest.fn(async () => 5);
    await cache.count('a', 0, count);
    now = 1_500;
    await cache.count('a', 10, count);
    expect(count).toHaveBeenCalledTimes(2);
    await cache.count('b', 0, count);
    await cache.count('c', 0, count);
    await cache.count('a', 10, count);
    expect(count).toHaveBeenCalledTimes(5);
  });

  it('names a search the same whatever the order of its criteria, and apart from another user’s', () => {
    expect(searchKey('r', 's1', { a: 1, b: { y: 2, x: [1, 2] } })).toBe(
      searchKey('r', 's1', { b: { x: [1, 2], y: 2 }, a: 1 }),
    );
    expect(searchKey('r', 's1', { a: 1 })).not.toBe(searchKey('r', 's2', { a: 1 }));
    expect(searchKey('r', 's1', { a: [1, 2] })).not.toBe(searchKey('r', 's1', { a: [2, 1] }));
    // Every page of a search, in any order, shares its key.
    expect(searchKey('r', 's1', { a: 1, offset: 0, next: 10, sort: [] })).toBe(
      searchKey('r', 's1', { a: 1, offset: 90, next: 25, sort: [{ field: 'x', sort: 'asc' }] }),
    );
  });
});
