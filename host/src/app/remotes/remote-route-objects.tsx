import { lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { routeHandle, routeTable, type RouteEntry } from '@portal/shared';
import { loadRemoteRoutes } from './register-remotes';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();
const failed = new Set<string>();

/**
 * One lazy component per remote screen, fetched from its remote at runtime. A remote that is down or
 * throws rejects inside the shell's error boundary, which shows the spec's error page; a failed
 * screen is forgotten when the user leaves it, so a later visit tries the remote again.
 */
function remoteScreen(entry: RouteEntry): LazyExoticComponent<ComponentType> {
  let screen = screens.get(entry.path);
  if (!screen) {
    screen = lazy(async () => {
      try {
        const routes = await loadRemoteRoutes(entry.owner);
        const route = routes.find((r) => r.path.toLowerCase() === entry.path.toLowerCase());
        if (!route) throw new Error(`${entry.owner} no expone ${entry.path}`);
        // The remote's component is itself lazy, and a lazy component cannot resolve to another one.
        const Component = route.Component;
        return { default: () => <Component /> };
      } catch (error) {
        failed.add(entry.path);
        throw error;
      }
    });
    screens.set(entry.path, screen);
  }
  return screen;
}

function RemoteScreen({ entry }: { entry: RouteEntry }) {
  const Screen = remoteScreen(entry);
  useEffect(
    () => () => {
      if (failed.delete(entry.path)) screens.delete(entry.path);
    },
    [entry.path],
  );
  return <Screen />;
}

/** The host's route objects for every screen a remote owns (and the spec's alias paths). */
export function remoteRouteObjects(): RouteObject[] {
  return routeTable
    .filter((entry) => entry.owner !== 'host')
    .flatMap((entry) =>
      [entry.path, ...(entry.aliases ?? [])].map<RouteObject>((path) => ({
        path,
        handle: routeHandle(entry.path),
        element: <RemoteScreen entry={entry} />,
      })),
    );
}
