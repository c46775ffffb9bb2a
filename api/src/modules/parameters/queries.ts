import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parameters } from '../../db/schema';

export async function findParameter(db: Db, key: string) {
  const [row] = await db.select().from(parameters).where(eq(parameters.key, key)).limit(1);
  return row;
}
