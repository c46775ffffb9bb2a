import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRoute, RouteOwner, RuntimeConfig } from '@portal/shared';
import { federationName } from '@portal/shared';
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
