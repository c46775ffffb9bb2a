import { createInstance } from '@module-federation/enhanced/runtime';
import provideRuntimeToRemotes from '@module-federation/inject-external-runtime-core-plugin';
import type { RuntimeConfig } from '@portal/shared';
import { retryPlugin } from '../../runtime-plugins/retry';
import { hostShared } from './host-shared';

/**
 * The host's federation runtime, in a chunk of its own loaded with the first remote a page needs (issue 13 §1):
 * /login and the shell's own screens never download it. The host is built without the federation plugin, so
 * this instance is what remotes meet: it provides the host's singletons (host-shared.ts), hands the remotes its
 * runtime (they are built with `externalRuntime`, without a copy of their own), and retries a remote's files
 * after a network blip.
 */
const federation = createInstance({
  name: 'host',
  remotes: [],
  shared: hostShared(),
  // A remote that is down cannot take the host's modules with it: what is loaded is used first.
  shareStrategy: 'loaded-first',
  plugins: [retryPlugin(), provideRuntimeToRemotes()],
});

/** Registers every remote of /config.json; nothing is known at build time. */
export function registerRemotes(remotes: RuntimeConfig['remotes']): void {
  federation.registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** A module a remote exposes, by its federation id (`remote_cartera/routes`). */
export function loadRemote<T>(id: string): Promise<T | null> {
  return federation.loadRemote<T>(id);
}
