import { eq } from 'drizzle-orm';
import { scopeAllowed, scopeOfPermission } from '@portal/shared/contract/delegates';
import type { Db } from '../db/client';
import { permissions, UserType, userPermissions } from '../db/schema';
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
  const names = (scope === 'producer' ? query.where(eq(permissions.scope, 'producer')) : query).then((rows) =>
    rows.map((r) => r.name),
  );
  byScope.set(scope, { at: Date.now(), names });
  names.catch(() => byScope.delete(scope));
  return names;
}

/** The permissions granted to one user of their own (user_permissions): internal staff's (002 §6). */
export async function grantedTo(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId))
    .orderBy(userPermissions.permission);
  return rows.map((r) => r.name);
}

/**
 * Whether a user is asked to select a producer (000 §2.3, 002 §2): a simulator is, unless it holds
 * permissions of its own — internal staff, who work on the content and oversight screens and never act
 * for a producer. Producers and administrators are not.
 */
export async function selectsProducer(db: Db, user: { id: number; userType: UserType }): Promise<boolean> {
  return user.userType === UserType.simulator && (await grantedTo(db, user.id)).length === 0;
}

/**
 * The menu permissions of 000 §6 a session holds: a producer the producer ones, a Gestor those of its menu
 * areas (issue 40 §4); a simulator acting for a producer those plus the administration ones; a type 2 user
 * without a producer those granted to it (internal staff; none for a simulator who has not chosen a producer
 * yet); administrators none.
 */
export async function permissionsOf(db: Db, session: Session): Promise<string[]> {
  if (session.userType === UserType.producer) {
    const names = await namesOf(db, 'producer');
    return names.filter((name) => scopeAllowed(session.delegateScopes, scopeOfPermission(name)));
  }
  if (session.userType === UserType.simulator) {
    return session.selectedProducerId ? namesOf(db, 'all') : grantedTo(db, session.userId);
  }
  return [];
}
