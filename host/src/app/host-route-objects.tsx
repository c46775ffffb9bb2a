import type { ComponentType } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { routeHandle, routeTable } from '@portal/shared';
import { ScreenSkeleton } from '@portal/shared/ui';
import { hostScreens } from './host-screens';

function element(path: string) {
  const Screen: ComponentType | undefined = hostScreens[path];
  return Screen ? <Screen /> : <ScreenSkeleton path={path} />;
}

/** The host's own screens of one kind, from the route table: public ones or those behind sign-in. */
export function hostRouteObjects(kind: 'public' | 'signed-in'): RouteObject[] {
  return routeTable
    .filter((entry) => entry.owner === 'host' && (entry.access === 'public') === (kind === 'public'))
    .map((entry) => ({ path: entry.path, handle: routeHandle(entry.path), element: element(entry.path) }));
}
