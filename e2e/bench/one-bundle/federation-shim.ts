// Bench only (issue 13 §1): stands in for the host's federation runtime (host/src/app/remotes/federation.ts) in the
// one-bundle baseline, so the host's own code loads every remote's exposed modules as plain lazy chunks of one
// webpack application. Same sources, same lazy boundaries, no federation.
import { exposed } from './exposed-modules';

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T> {
  const load = exposed[id];
  if (!load) throw new Error(`Sin módulo ${id}`);
  return (await load()) as T;
}
