import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settlementMovements } from '../../db/schema';

const mv = settlementMovements;

export function withholdingEntries(
  db: Db,
  producerIds: number[],
  code: string,
  source: string,
  from: string,
  to: string,
  limit: number,
) {
  return db
    .select({ ProducerId: mv.producerCode, Source: mv.source, ImputationDate: mv.imputationDate, estado: mv.estado })
    .from(mv)
    .where(
      and(
        inArray(mv.producerId, producerIds),
        eq(mv.producerCode, code),
        eq(mv.source, source),
        gte(mv.imputationDate, from),
        lte(mv.imputationDate, to),
      ),
    )
    .orderBy(asc(mv.imputationDate), asc(mv.id))
    .limit(limit);
}

/** The month's settled VT movements of a producer code: what its withholding certificate lists. */
export async function withholdingTotals(db: Db, producerIds: number[], code: string, from: string, to: string) {
  const [row] = await db
    .select({
      settled: sql<number>`count(*) filter (where ${mv.estado} = 1)`.mapWith(Number),
      base: sql<number>`coalesce(sum(${mv.commissionAmount}) filter (where ${mv.estado} = 1), 0)`.mapWith(Number),
    })
    .from(mv)
    .where(
      and(
        inArray(mv.producerId, producerIds),
        eq(mv.producerCode, code),
        eq(mv.source, 'VT'),
        gte(mv.imputationDate, from),
        lte(mv.imputationDate, to),
      ),
    );
  return row;
}
