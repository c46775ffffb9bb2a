import type { ComponentType } from 'react';
import { routeTable, type RouteEntry, type RouteOwner } from './route-table';

/** What each route object carries for the host: title, breadcrumb and the permission that guards it. */
export interface RouteHandle {
  title: string;
  breadcrumb: string;
  permission: string | null;
  access: RouteEntry['access'];
}

/** The route objects a remote exposes as `./routes`. */
export interface RemoteRoute {
  path: string;
  handle: RouteHandle;
  Component: ComponentType;
}

export function routeEntry(path: string): RouteEntry {
  const entry = routeTable.find((r) => r.path.toLowerCase() === path.toLowerCase());
  if (!entry) throw new Error(`Ruta desconocida: ${path}`);
  return entry;
}

/** The route a path opens, by its path or one of its aliases, whatever the capitals; undefined when none does. */
export function findRouteEntry(path: string): RouteEntry | undefined {
  const p = path.toLowerCase();
  return routeTable.find((r) => [r.path, ...(r.aliases ?? [])].some((candidate) => candidate.toLowerCase() === p));
}

export function routeHandle(path: string): RouteHandle {
  const e = routeEntry(path);
  return { title: e.title, breadcrumb: e.title, permission: e.permission ?? null, access: e.access };
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return routeTable.filter((r) => r.owner === owner);
}

/** Federation name of a remote package folder: remote-cuenta-corriente → remote_cuenta_corriente. */
export function federationName(owner: RouteOwner): string {
  return owner.replace(/-/g, '_');
}
