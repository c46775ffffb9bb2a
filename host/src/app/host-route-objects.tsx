import type { RouteObject } from 'react-router-dom';
import { routeHandle, routeTable, ScreenSkeleton } from '@portal/shared';

/** The host's own screens, from the route table. */
export function hostRouteObjects(): RouteObject[] {
  return routeTable
    .filter((entry) => entry.owner === 'host')
    .map((entry) => ({ path: entry.path, handle: routeHandle(entry.path), element: <ScreenSkeleton path={entry.path} /> }));
}
