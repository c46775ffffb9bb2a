import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DelegateScope } from '@portal/shared/contract/delegates';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';

export function listDelegates(db: Db, producerCuit: string) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.reportToCuit, producerCuit), isNotNull(users.rol)))
    .orderBy(asc(users.lastName), asc(users.firstName));
}

/** Deletes the delegate with that CUIT only if it reports to `producerCuit`; true when one was deleted. */
export async function deleteDelegate(db: Db, producerCuit: string, cuit: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.cuit, cuit), eq(users.reportToCuit, producerCuit), isNotNull(users.rol)))
    .returning({ id: users.id });
  await sessionsChanged();
  return rows.length > 0;
}

/** One of the producer's delegates, by user id; undefined for anyone else. */
export async function findDelegate(db: Db, producerCuit: string, id: number) {
  const [row] = await db
    .select({ id: users.id, delegateScopes: users.delegateScopes, delegateUntil: users.delegateUntil })
    .from(users)
    .where(and(eq(users.id, id), eq(users.reportToCuit, producerCuit), isNotNull(users.rol)))
    .limit(1);
  return row;
}

/**
 * Sets a delegate's areas and last day. The users trigger (migration 0013) empties every replica's session cache
 * (all of it, not only this delegate's), and this waits for the fence, so its next call anywhere is judged by the
 * new limits.
 */
export async function updateDelegateLimits(
  db: Db,
  producerCuit: string,
  id: number,
  limits: { scopes: DelegateScope[]; until: string | null },
) {
  await db
    .update(users)
    .set({ delegateScopes: limits.scopes, delegateUntil: limits.until })
    .where(and(eq(users.id, id), eq(users.reportToCuit, producerCuit), isNotNull(users.rol)));
  await sessionsChanged();
}

/** Ends every live session of a user, as signing out of each would. */
export async function endSessionsOf(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await sessionsChanged();
}
