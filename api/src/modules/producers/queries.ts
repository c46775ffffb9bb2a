import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountManagers, producerCodes, producers, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';

export async function findProfile(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, producer: producers })
    .from(users)
    .leftJoin(producers, eq(producers.id, users.producerId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findAccountManagerOf(db: Db, cuit: string) {
  const [row] = await db
    .select({ manager: accountManagers })
    .from(producers)
    .innerJoin(accountManagers, eq(accountManagers.id, producers.accountManagerId))
    .where(eq(producers.cuit, cuit))
    .limit(1);
  return row?.manager;
}

export function listAccountManagers(db: Db) {
  return db
    .select({ id: accountManagers.id, name: accountManagers.name, lastName: accountManagers.lastName })
    .from(accountManagers)
    .orderBy(asc(accountManagers.lastName), asc(accountManagers.name));
}

export async function accountManagerExists(db: Db, id: number) {
  const [row] = await db
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.id, id))
    .limit(1);
  return Boolean(row);
}

export function listProducerCodes(db: Db, producerId: number) {
  return db
    .select()
    .from(producerCodes)
    .where(eq(producerCodes.producerId, producerId))
    .orderBy(asc(producerCodes.core), asc(producerCodes.code));
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
  await sessionsChanged();
}

export async function setAccountManager(db: Db, producerId: number, accountManagerId: number | null) {
  await db.update(producers).set({ accountManagerId }).where(eq(producers.id, producerId));
}
