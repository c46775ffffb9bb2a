import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producers, users } from '../../db/schema';

export async function producerById(db: Db, id: number) {
  const [row] = await db.select().from(producers).where(eq(producers.id, id)).limit(1);
  return row;
}

export async function userEmail(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}
