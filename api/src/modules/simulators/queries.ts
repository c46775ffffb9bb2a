import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producers, sessions, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';

export async function findProducerByCuit(db: Db, cuit: string) {
  const [row] = await db.select().from(producers).where(eq(producers.cuit, cuit)).limit(1);
  return row;
}

/** The producer's own portal user (not a delegate), if it has signed up. */
export async function findProducerUser(db: Db, producerId: number, cuit: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.producerId, producerId), eq(users.cuit, cuit), isNull(users.reportToCuit)))
    .limit(1);
  return row;
}

export async function selectProducer(db: Db, sessionId: string, producerId: number | null) {
  await db.update(sessions).set({ selectedProducerId: producerId }).where(eq(sessions.id, sessionId));
  await sessionsChanged(sessionId);
}
