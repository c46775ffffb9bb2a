import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { producerCodes, producers, users } from '../../db/schema';

/** The producer codes of the given producers: the ownership look-up of the settlement and withholding calls, prepared (db/prepared.ts). */
const codesLookup = preparedPerDatabase((db) =>
  db
    .select({ code: producerCodes.code, core: producerCodes.core, name: producerCodes.name })
    .from(producerCodes)
    .where(sql`${producerCodes.producerId} = any(${sql.placeholder('producerIds')})`)
    .prepare('cc_codes_of'),
);

export async function codesOf(db: Db, producerIds: number[]) {
  if (producerIds.length === 0) return [];
  return codesLookup(db).execute({ producerIds });
}

export async function producerById(db: Db, id: number) {
  const [row] = await db.select().from(producers).where(eq(producers.id, id)).limit(1);
  return row;
}

export async function userEmail(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
