import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RouteOwner, RuntimeConfig } from '@portal/shared';
import { federationName, findRouteEntry } from '@portal/shared';
import { retryPlugin } from '../../runtime-plugins/retry';

let pluginsRegistered = false;

/** Registers every remote of /config.json with the federation runtime; nothing is known at build time. */
export function registerPortalRemotes(config: RuntimeConfig): void {
  if (!pluginsRegistered) {
    registerPlugins([retryPlugin()]);
    pluginsRegistered = true;
  }
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

const cache = new Map<string, Promise<RemoteRoute[]>>();

/** A remote's exposed `./routes`. A failed load is forgotten so the next visit tries again. */
export function loadRemoteRoutes(owner: RouteOwner): Promise<RemoteRoute[]> {
  const name = federationName(owner);
  let pending = cache.get(name);
  if (!pending) {
    pending = loadRemote<{ default: RemoteRoute[] }>(`${name}/routes`).then((mod) => {
      if (!mod?.default) throw new Error(`El remoto ${name} no expone rutas`);
      return mod.default;
    });
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}

/**
 * Starts loading the routes of the remote that owns `pathname`, if one does, while the shell is still starting
 * (session, permissions, first render): a deep link to a remote screen then waits for the remote's manifest,
 * entry and routes in parallel with the shell instead of after it. A failure is left to the screen's own load.
 */
export function warmRemoteRoutes(pathname: string): void {
  const entry = findRouteEntry(pathname.replace(/\/+$/, ''));
  if (entry && entry.owner !== 'host') loadRemoteRoutes(entry.owner).catch(() => undefined);
}
