import type { RemoteRoute, RouteOwner, RuntimeConfig } from '@portal/shared';
import { federationName, findRouteEntry } from '@portal/shared';

let remotes: RuntimeConfig['remotes'] = {};
let runtime: Promise<typeof import('./federation')> | undefined;

/** Keeps the remotes of /config.json for the federation runtime, registered when it first loads. */
export function registerPortalRemotes(config: RuntimeConfig): void {
  remotes = config.remotes;
}

/**
 * The federation runtime, loaded with the first remote a page needs (issue 13 §1: not before the first paint).
 * A failed load is forgotten so the next remote tries again.
 */
function federation() {
  if (!runtime) {
    runtime = import(/* webpackChunkName: "federation" */ './federation').then((f) => {
      f.registerRemotes(remotes);
      return f;
    });
    runtime.catch(() => (runtime = undefined));
  }
  return runtime;
}

/** A module a remote exposes (`remote_comunicacion/NotificationBell`), through the federation runtime. */
export async function loadExposed<T>(id: string): Promise<T | null> {
  return (await federation()).loadRemote<T>(id);
}

const cache = new Map<string, Promise<RemoteRoute[]>>();

/** A remote's exposed `./routes`. A failed load is forgotten so the next visit tries again. */
export function loadRemoteRoutes(owner: RouteOwner): Promise<RemoteRoute[]> {
  const name = federationName(owner);
  let pending = cache.get(name);
  if (!pending) {
    pending = loadExposed<{ default: RemoteRoute[] }>(`${name}/routes`).then((mod) => {
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
 * (session, permissions, first render): a deep link to a remote screen then waits for the federation runtime, the
 * remote's manifest, entry and routes in parallel with the shell instead of after it. A failure is left to the
 * screen's own load.
 */
export function warmRemoteRoutes(pathname: string): void {
  const entry = findRouteEntry(pathname.replace(/\/+$/, ''));
  if (entry && entry.owner !== 'host') loadRemoteRoutes(entry.owner).catch(() => undefined);
}
