import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { permissions, UserType } from '../db/schema';
import type { Session } from './session';

/**
 * The menu permissions of 000 §6 a session holds: a producer (or Gestor) the producer ones; a simulator
 * acting for a producer those plus the administration ones; administrators and simulators who have not
 * chosen a producer none.
 */
export async function permissionsOf(db: Db, session: Session): Promise<string[]> {
  if (session.userType === UserType.producer) {
    const rows = await db.select({ name: permissions.name }).from(permissions).where(eq(permissions.scope, 'producer'));
    return rows.map((r) => r.name);
  }
  if (session.userType === UserType.simulator && session.selectedProducerId) {
    const rows = await db.select({ name: permissions.name }).from(permissions);
    return rows.map((r) => r.name);
  }
  return [];
}
