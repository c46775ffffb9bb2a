import { inArray, sql } from 'drizzle-orm';
import type { Db } from './client';
import { dataVersions } from './schema';

/** Tables whose writes migration 0015 counts in data_versions. */
export type VersionedTable =
  | 'policies'
  | 'pending_commissions'
  | 'settlement_payments'
  | 'commission_details'
  | 'concepts'
  | 'settlement_movements'
  | 'debit_rejections'
  | 'premium_debts';

/**
 * The tables' data version (0 before their first write): it changes with every statement that writes one of them
 * (a sum, as each table's number only grows).
 */
export async function dataVersion(db: Db, ...tables: VersionedTable[]): Promise<number> {
  const [row] = await db
    .select({ version: sql<number>`coalesce(sum(${dataVersions.version}), 0)`.mapWith(Number) })
    .from(dataVersions)
    .where(inArray(dataVersions.name, tables));
  return row.version;
}
