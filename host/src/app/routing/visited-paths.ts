import { expiringStorage } from '@portal/shared';

const KEY = 'portal.visitedPaths';
/** How many last visited paths are kept (000 §2.3: "a value of 120"). */
export const VISITED_PATHS_LIMIT = 120;

/** The root, any path containing 'auth' and /logout are never remembered (000 §2.3). */
export function isRememberable(path: string): boolean {
  const pathname = path.split('?')[0];
  return (
    pathname !== '/' && pathname !== '' && !path.toLowerCase().includes('auth') && pathname.toLowerCase() !== '/logout'
  );
}

export const visitedPaths = {
  list(): string[] {
    return expiringStorage.get<string[]>(KEY) ?? [];
  },
  /** Adds a path (with its query) as the most recent one; the oldest drop off past the limit. */
  record(path: string): void {
    if (!isRememberable(path)) return;
    const list = visitedPaths.list();
    if (list[list.length - 1] === path) return;
    expiringStorage.set(KEY, [...list, path].slice(-VISITED_PATHS_LIMIT));
  },
  clear(): void {
    expiringStorage.remove(KEY);
  },
};
