import { and, count, desc, eq, gte, inArray, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataVersion } from '../../db/data-version';
import { dashboardFigures, pendingCommissions, settlementPayments, type SettledMonthTotal } from '../../db/schema';

export type StoredFigures = typeof dashboardFigures.$inferSelect;
export type NewFigures = typeof dashboardFigures.$inferInsert;

/** The version of every table a figure reads: a write to any of them makes the stored figures stale. */
export const figuresVersion = (db: Db) => dataVersion(db, 'policies', 'pending_commissions', 'settlement_payments', 'premium_debts', 'debit_rejections');

/** /comisiones-pendientes unfiltered: its rows and their commission total. */
export async function pendingSums(db: Db, producerId: number) {
  const [row] = await db
    .select({ count: count(), total: sum(pendingCommissions.comisionTotal).mapWith(Number) })
    .from(pendingCommissions)
    .where(eq(pendingCommissions.producerId, producerId));
  return { count: row.count, total: row.total ?? 0 };
}

/** Commissions of the settlements (tipoRegistro 2) dated from `from`, by month of their date. */
export async function settledByMonth(db: Db, producerId: number, from: string): Promise<SettledMonthTotal[]> {
  const period = sql<number>`(extract(year from ${settlementPayments.fecha}) * 100 + extract(month from ${settlementPayments.fecha}))::int`;
  const rows = await db
    .select({ period, amount: sum(settlementPayments.comisionTotal).mapWith(Number) })
    .from(settlementPayments)
    .where(and(eq(settlementPayments.producerId, producerId), eq(settlementPayments.tipoRegistro, 2), gte(settlementPayments.fecha, from)))
    .groupBy(period);
  return rows.map((r) => ({ period: Number(r.period), amount: r.amount ?? 0 }));
}

/** The newest settlement of the producers, as /pagos-liquidaciones lists it first (newest date, then newest id). */
export async function lastSettlement(db: Db, producerIds: number[]) {
  const [row] = await db
    .select({ numero: settlementPayments.numero, fecha: settlementPayments.fecha, amount: settlementPayments.comisionTotal })
    .from(settlementPayments)
    .where(and(inArray(settlementPayments.producerId, producerIds), eq(settlementPayments.tipoRegistro, 2)))
    .orderBy(desc(settlementPayments.fecha), desc(settlementPayments.id))
    .limit(1);
  return row ?? null;
}

export function storedFigures(db: Db, producerIds: number[]) {
  return db.select().from(dashboardFigures).where(inArray(dashboardFigures.producerId, producerIds));
}

export async function saveFigures(db: Db, figures: NewFigures): Promise<StoredFigures> {
  const { producerId: _, ...rest } = figures;
  const [row] = await db
    .insert(dashboardFigures)
    .values(figures)
    .onConflictDoUpdate({ target: dashboardFigures.producerId, set: { ...rest, refreshedAt: sql`now()` } })
    .returning();
  return row;
}

/** Producers whose stored figures are older than the data or the day. */
export async function staleProducers(db: Db, version: number, day: string): Promise<number[]> {
  const rows = await db
    .select({ id: dashboardFigures.producerId })
    .from(dashboardFigures)
    .where(or(sql`${dashboardFigures.dataVersion} <> ${version}`, sql`${dashboardFigures.day} <> ${day}`));
  return rows.map((r) => r.id);
}
