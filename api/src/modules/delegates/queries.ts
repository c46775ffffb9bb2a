import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
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
