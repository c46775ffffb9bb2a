/** Default lifetime of a stored item (000 §9): 86400 seconds. */
export const DEFAULT_STORAGE_TTL_SECONDS = 86400;

interface Stored<T> {
  value: T;
  expiresAt: number;
}

/**
 * localStorage items with an expiry (000 §3): an expired item reads as absent and is removed.
 * Only non-secret session fields go here; tokens never do (docs/adr/0009-no-secrets-in-the-browser.md).
 */
export const expiringStorage = {
  get<T>(key: string, now = Date.now()): T | null {
    const raw = globalThis.localStorage?.getItem(key);
    if (!raw) return null;
    try {
      const item = JSON.parse(raw) as Stored<T>;
      if (typeof item?.expiresAt !== 'number' || item.expiresAt <= now) {
        localStorage.removeItem(key);
        return null;
      }
      return item.value;
    } catch {
      localStorage.removeItem(key);
      return null;
    }
  },
  set<T>(key: string, value: T, ttlSeconds = DEFAULT_STORAGE_TTL_SECONDS, now = Date.now()): void {
    const item: Stored<T> = { value, expiresAt: now + ttlSeconds * 1000 };
    localStorage.setItem(key, JSON.stringify(item));
  },
  remove(key: string): void {
    localStorage.removeItem(key);
  },
};
