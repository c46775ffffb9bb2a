import { sql } from 'drizzle-orm';
import type { Db, Driver } from './db/client';
import { type SortIndex, sortIndexesOf } from './db/sort-indexes';
import { portfolioSortIndexes } from './modules/cartera/queries';
import { debtorSortIndexes, rejectionSortIndexes } from './modules/cobranzas/queries';
import { pendingSortIndexes } from './modules/cuenta-corriente/comisiones-pendientes-queries';
import { movementSortIndexes } from './modules/cuenta-corriente/liquidacion-queries';
import { paymentSortIndexes } from './modules/cuenta-corriente/pagos-liquidaciones-queries';

/**
 * The large reports whose every offered sort has an index (docs/adr/0027-report-pages-follow-the-page.md). A
 * settlement's commission details (about 100) and the concepts (about 100 groups) sort fewer rows than an index saves.
 */
export const reportSortIndexes = [
  portfolioSortIndexes,
  rejectionSortIndexes,
  debtorSortIndexes,
  movementSortIndexes,
  paymentSortIndexes,
  pendingSortIndexes,
];

export function allSortIndexes(): SortIndex[] {
  return reportSortIndexes.flatMap(sortIndexesOf);
}

/**
 * Creates the sort indexes a PostgreSQL database lacks, after the migrations and the seed (an index built over
 * loaded rows costs less than one kept up row by row during a bulk load), then refreshes the planner's statistics
 * of the tables that gained one. PGlite (development and tests, a few hundred rows) does without: they would
 * double its migration and change no page (ADR 0027). Returns how many were created.
 */
export async function ensureReportSortIndexes(db: Db, driver: Driver): Promise<number> {
  if (driver !== 'postgres') return 0;
  const wanted = allSortIndexes();
  const present = new Set(
    (
      (await db.execute(sql`select indexname from pg_indexes where schemaname = current_schema()`)) as unknown as {
        rows: { indexname: string }[];
      }
    ).rows.map((r) => r.indexname),
  );
  const missing = wanted.filter((index) => !present.has(index.name));
  for (const index of missing) await db.execute(sql.raw(index.statement));
  const tables = new Set(missing.map((index) => index.table));
  for (const table of tables) await db.execute(sql.raw(`analyze "${table}"`));
  return missing.length;
}
