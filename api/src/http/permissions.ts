import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, UserType } from '../db/schema';
import type { Session } from './session';

/**
 * The permissions table is reference data (seeded, changed by a release): each scope's list is kept for
 * a few seconds instead of being read on every request of every signed-in call.
 */
const CACHE_MS = 10_000;
const cache = new WeakMap<Db, Map<string, { at: number; names: Promise<string[]> }>>();

function namesOf(db: Db, scope: 'producer' | 'all'): Promise<string[]> {
  let byScope = cache.get(db);
  if (!byScope) cache.set(db, (byScope = new Map()));
  const hit = byScope.get(scope);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.names;
  const query = db.select({ name: permissions.name }).from(permissions);
  const names = (scope === 'producer' ? query.where(eq(permissions.scope, 'producer')) : query).then((rows) => rows.map((r) => r.name));
  byScope.set(scope, { at: Date.now(), names });
  names.catch(() => byScope.delete(scope));
  return names;
}

/**
 * The menu permissions of 000 §6 a session holds: a producer (or Gestor) the producer ones; a simulator
 * acting for a producer those plus the administration ones; administrators and simulators who have not
 * chosen a producer none.
 */
export async function permissionsOf(db: Db, session: Session): Promise<string[]> {
  if (session.userType === UserType.producer) return namesOf(db, 'producer');
  if (session.userType === UserType.simulator && session.selectedProducerId) return namesOf(db, 'all');
  return [];
}
