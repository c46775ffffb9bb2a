import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { labels } from '../../../db/schema';

export type LabelRow = typeof labels.$inferSelect;

export function findAllLabels(db: Db) {
  return db.select().from(labels).orderBy(desc(labels.id));
}

export async function findLabelById(db: Db, id: number): Promise<LabelRow | undefined> {
  const [row] = await db.select().from(labels).where(eq(labels.id, id)).limit(1);
  return row;
}

export async function insertLabel(db: Db, values: typeof labels.$inferInsert): Promise<LabelRow> {
  const [row] = await db.insert(labels).values(values).returning();
  return row;
}

export async function updateLabel(db: Db, id: number, values: Partial<typeof labels.$inferInsert>): Promise<LabelRow> {
  const [row] = await db.update(labels).set(values).where(eq(labels.id, id)).returning();
  return row;
}

export async function removeLabel(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(labels).where(eq(labels.id, id)).returning({ id: labels.id });
  return rows.length > 0;
}
