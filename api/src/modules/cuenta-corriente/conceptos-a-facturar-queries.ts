import { and, asc, count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { concepts } from '../../db/schema';
import { type GridColumns, type GridFilterInput, type GridSortInput, gridOrder, gridWhere } from '../../lib/grid-query';

/** The names of a section's concepts of the period, as one text (001 §3 "Concept detail": concepto). */
const conceptNames = sql`string_agg(distinct ${concepts.concepto}, ' / ')`;

export const conceptColumns: GridColumns = {
  periodo: { expr: sql`${concepts.periodo}`, type: 'number' },
  rubro: { expr: sql`${concepts.rubro}`, type: 'number' },
  // 001 §3 "Concept detail" names fecha, concepto and iva: the period's concept date, its concepts and both IVA together.
  fecha: { expr: sql`min(${concepts.fecha})`, type: 'date' },
  concepto: { expr: conceptNames, type: 'text' },
  iva: { expr: sql`sum(${concepts.iva21} + ${concepts.iva3})`, type: 'number' },
  monto: { expr: sql`sum(${concepts.monto})`, type: 'number' },
  ivA21: { expr: sql`sum(${concepts.iva21})`, type: 'number' },
  ivA3: { expr: sql`sum(${concepts.iva3})`, type: 'number' },
  percepcion: { expr: sql`sum(${concepts.percepcion})`, type: 'number' },
  totalBR: { expr: sql`sum(${concepts.totalBR})`, type: 'number' },
};
const conceptWhereColumns: GridColumns = { periodo: conceptColumns.periodo, rubro: conceptColumns.rubro };
const conceptHavingColumns: GridColumns = Object.fromEntries(
  Object.entries(conceptColumns).filter(([k]) => !['periodo', 'rubro'].includes(k)),
);

/** One row per period and section; filters on the sums go to HAVING, on the keys to WHERE. */
function conceptGroups(db: Db, producerIds: number[], filters: GridFilterInput[]) {
  const keyFilters = filters.filter((f) => f.field in conceptWhereColumns);
  const sumFilters = filters.filter((f) => !(f.field in conceptWhereColumns));
  return db
    .select({
      periodo: concepts.periodo,
      rubro: concepts.rubro,
      fecha: sql<string>`min(${concepts.fecha})::text`,
      concepto: sql<string>`${conceptNames}`,
      iva: sql<number>`sum(${concepts.iva21} + ${concepts.iva3})`.mapWith(Number),
      monto: sql<number>`sum(${concepts.monto})`.mapWith(Number),
      ivA21: sql<number>`sum(${concepts.iva21})`.mapWith(Number),
      ivA3: sql<number>`sum(${concepts.iva3})`.mapWith(Number),
      percepcion: sql<number>`sum(${concepts.percepcion})`.mapWith(Number),
      totalBR: sql<number>`sum(${concepts.totalBR})`.mapWith(Number),
    })
    .from(concepts)
    .where(and(inArray(concepts.producerId, producerIds), gridWhere(conceptWhereColumns, keyFilters)))
    .groupBy(concepts.periodo, concepts.rubro)
    .having(gridWhere(conceptHavingColumns, sumFilters));
}

export function conceptPage(
  db: Db,
  producerIds: number[],
  filters: GridFilterInput[],
  sort: GridSortInput[],
  offset: number,
  limit: number,
) {
  return conceptGroups(db, producerIds, filters)
    .orderBy(
      gridOrder(conceptColumns, sort, [{ expr: sql`${concepts.periodo}`, sort: 'desc' }], sql`${concepts.rubro}`),
    )
    .limit(limit)
    .offset(offset);
}

export async function conceptCount(db: Db, producerIds: number[], filters: GridFilterInput[]) {
  const groups = conceptGroups(db, producerIds, filters).as('g');
  const [row] = await db.select({ n: count() }).from(groups);
  return row.n;
}

export function conceptSummary(db: Db, producerIds: number[]) {
  return db
    .select({
      rubro: concepts.rubro,
      iva: sql<number>`sum(${concepts.iva21} + ${concepts.iva3})`.mapWith(Number),
      monto: sum(concepts.monto).mapWith(Number),
      percepcion: sum(concepts.percepcion).mapWith(Number),
      totalBR: sum(concepts.totalBR).mapWith(Number),
    })
    .from(concepts)
    .where(inArray(concepts.producerId, producerIds))
    .groupBy(concepts.rubro)
    .orderBy(asc(concepts.rubro));
}

export function conceptDetail(db: Db, producerIds: number[], rubro: number, periodo?: number) {
  return db
    .select()
    .from(concepts)
    .where(
      and(
        inArray(concepts.producerId, producerIds),
        eq(concepts.rubro, rubro),
        periodo ? eq(concepts.periodo, periodo) : undefined,
      ),
    )
    .orderBy(sql`${concepts.periodo} desc`, asc(concepts.id))
    .limit(1000);
}
