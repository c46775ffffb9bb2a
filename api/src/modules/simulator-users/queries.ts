import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Simulators are the type 2 users without permissions of their own (those are internal staff, 002 §6). */
const isSimulator = (db: Db) =>
  and(
    eq(users.userType, UserType.simulator),
    notExists(
      db
        .select({ one: sql`1` })
        .from(userPermissions)
        .where(eq(userPermissions.userId, users.id)),
    ),
  );
import { UserType, userPermissions, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';

export function listSimulators(db: Db) {
  return db
    .select({
      Id: users.id,
      UserName: users.username,
      FirstName: users.firstName,
      LastName: users.lastName,
      Email: users.email,
    })
    .from(users)
    .where(and(isSimulator(db), eq(users.active, true)))
    .orderBy(asc(users.id));
}

export async function findActiveSimulator(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isSimulator(db), eq(users.active, true)))
    .limit(1);
  return row;
}

/**
 * A deleted simulator stays as an inactive row (its audit records keep its name) whose user name is
 * freed, so the e-mail can be given to a new user.
 */
export async function retireUser(db: Db, id: number) {
  await db
    .update(users)
    .set({ active: false, username: sql`left('baja-' || ${users.id} || '-' || ${users.username}, 100)` })
    .where(eq(users.id, id));
  await sessionsChanged();
}
