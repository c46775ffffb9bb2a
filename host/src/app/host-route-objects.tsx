import type { RouteObject } from '@portal/shared/router';
import { routeHandle, routeTable, type RouteEntry } from '@portal/shared';
import { hostScreens } from './host-screens';

/** The route table's entries the host renders itself (the rest belong to the remotes). */
export const hostRouteEntries: readonly RouteEntry[] = routeTable.filter((entry) => entry.owner === 'host');

function element(path: string) {
  const Screen = hostScreens[path];
  // Every host route has its screen (host-route-objects.test.ts): a route added to the table without one is a
  // programming error, not a page to show producers.
  if (!Screen) throw new Error(`The host route ${path} has no screen in host-screens.tsx`);
  return <Screen />;
}

/** The host's own screens of one kind, from the route table: public ones or those behind sign-in. */
export function hostRouteObjects(kind: 'public' | 'signed-in'): RouteObject[] {
  return hostRouteEntries
    .filter((entry) => (entry.access === 'public') === (kind === 'public'))
    .map((entry) => ({ path: entry.path, handle: routeHandle(entry.path), element: element(entry.path) }));
}
