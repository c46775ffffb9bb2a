import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  notificationDefinitions,
  notificationDestinations,
  producerCodes,
  producerGroups,
  producers,
  schedulerProcesses,
} from '../../../db/schema';

export type DefinitionRow = typeof notificationDefinitions.$inferSelect;
export type ProcessRow = typeof schedulerProcesses.$inferSelect;

export function findDefinitions(db: Db) {
  return db.select().from(notificationDefinitions).orderBy(desc(notificationDefinitions.id));
}

export async function findDefinition(db: Db, id: number): Promise<DefinitionRow | undefined> {
  const [row] = await db.select().from(notificationDefinitions).where(eq(notificationDefinitions.id, id)).limit(1);
  return row;
}

export async function insertDefinition(db: Db, values: typeof notificationDefinitions.$inferInsert) {
  const [row] = await db.insert(notificationDefinitions).values(values).returning({ id: notificationDefinitions.id });
  return row.id;
}

export async function updateDefinition(
  db: Db,
  id: number,
  values: Partial<typeof notificationDefinitions.$inferInsert>,
) {
  await db.update(notificationDefinitions).set(values).where(eq(notificationDefinitions.id, id));
}

export async function removeDefinition(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(notificationDefinitions)
    .where(eq(notificationDefinitions.id, id))
    .returning({ id: notificationDefinitions.id });
  return rows.length > 0;
}

// Processes.

export function findProcesses(db: Db, definitionId: number) {
  return db
    .select()
    .from(schedulerProcesses)
    .where(eq(schedulerProcesses.definitionId, definitionId))
    .orderBy(asc(schedulerProcesses.id));
}

export async function findProcess(db: Db, id: number): Promise<ProcessRow | undefined> {
  const [row] = await db.select().from(schedulerProcesses).where(eq(schedulerProcesses.id, id)).limit(1);
  return row;
}

export async function insertProcess(db: Db, values: typeof schedulerProcesses.$inferInsert): Promise<ProcessRow> {
  const [row] = await db.insert(schedulerProcesses).values(values).returning();
  return row;
}

export async function updateProcess(
  db: Db,
  id: number,
  values: Partial<typeof schedulerProcesses.$inferInsert>,
): Promise<ProcessRow> {
  const [row] = await db.update(schedulerProcesses).set(values).where(eq(schedulerProcesses.id, id)).returning();
  return row;
}

export async function removeProcess(db: Db, id: number) {
  await db.delete(schedulerProcesses).where(eq(schedulerProcesses.id, id));
}

/** The enabled processes of enabled definitions: what the job looks at. */
export function findLiveProcesses(db: Db) {
  return db
    .select({ process: schedulerProcesses })
    .from(schedulerProcesses)
    .innerJoin(notificationDefinitions, eq(notificationDefinitions.id, schedulerProcesses.definitionId))
    .where(and(eq(schedulerProcesses.enabled, true), eq(notificationDefinitions.enabled, true)))
    .then((rows) => rows.map((r) => r.process));
}

// Destinations, groups, producers.

/**
 * Producers whose every code is of core EOS: 002 §9 leaves them out of the producers' lists, and so the
 * notifications leave them out (they have no history to read them in). Producers without codes stay in.
 */
export function notEosOnly(producerId: typeof producers.id = producers.id) {
  return sql`not (exists (select 1 from ${producerCodes} where ${producerCodes.producerId} = ${producerId} and ${producerCodes.core} = 'EOS')
    and not exists (select 1 from ${producerCodes} where ${producerCodes.producerId} = ${producerId} and ${producerCodes.core} <> 'EOS'))`;
}

export function findDestinations(db: Db, definitionId: number) {
  return db
    .select({
      id: notificationDestinations.id,
      definitionId: notificationDestinations.definitionId,
      groupId: notificationDestinations.groupId,
      cuit: notificationDestinations.cuit,
      groupName: producerGroups.description,
      producerName: sql<
        string | null
      >`case when ${producers.id} is null then null else ${producers.lastName} || ' ' || ${producers.name} end`,
    })
    .from(notificationDestinations)
    .leftJoin(producerGroups, eq(producerGroups.id, notificationDestinations.groupId))
    .leftJoin(producers, eq(producers.cuit, notificationDestinations.cuit))
    .where(eq(notificationDestinations.definitionId, definitionId))
    .orderBy(asc(notificationDestinations.id));
}

export async function findDestination(db: Db, id: number) {
  const [row] = await db.select().from(notificationDestinations).where(eq(notificationDestinations.id, id)).limit(1);
  return row;
}

export async function insertDestination(db: Db, values: typeof notificationDestinations.$inferInsert) {
  const [row] = await db.insert(notificationDestinations).values(values).returning({ id: notificationDestinations.id });
  return row.id;
}

export async function removeDestination(db: Db, id: number) {
  await db.delete(notificationDestinations).where(eq(notificationDestinations.id, id));
}

export function findGroups(db: Db) {
  return db
    .select({ id: producerGroups.id, description: producerGroups.description })
    .from(producerGroups)
    .orderBy(asc(producerGroups.id));
}

export async function groupExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: producerGroups.id })
    .from(producerGroups)
    .where(eq(producerGroups.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function producerByCuit(db: Db, cuit: string) {
  const [row] = await db
    .select({ id: producers.id })
    .from(producers)
    .where(and(eq(producers.cuit, cuit), notEosOnly()))
    .limit(1);
  return row;
}

export function findRecipientProducers(db: Db) {
  return db
    .select({ cuit: producers.cuit, name: producers.name, lastName: producers.lastName })
    .from(producers)
    .where(notEosOnly())
    .orderBy(asc(producers.lastName), asc(producers.name));
}
