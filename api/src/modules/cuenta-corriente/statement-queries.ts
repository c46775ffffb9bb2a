import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { concepts, producerCodes, producers, settlementPayments } from '../../db/schema';

/** The section of the concepts that holds adjustments and chargebacks (001 §2: 'Ajustes'). */
export const ADJUSTMENTS_SECTION = 4;

const sp = settlementPayments;

/**
 * The balance before a day, in cents: what settlements credited (commissions, IVA and perceptions of their
 * invoice) and adjustments credited or debited, less what payments paid and withheld. Summed in SQL
 * (numeric, exact) over the producer's whole history, so any month's opening is the previous one's closing.
 */
export async function balanceBefore(db: Db, producerId: number, day: string): Promise<number> {
  const [[records], [adjustments]] = await Promise.all([
    db
      .select({
        sum: sql<
          string | null
        >`sum(case when ${sp.tipoRegistro} = 2 then ${sp.comisionNeto} + ${sp.iva21} + ${sp.iva3} + ${sp.percepcion}
          else -(${sp.importePagado} + ${sp.ganancias} + ${sp.ibOsMunicip}) end)::text`,
      })
      .from(sp)
      .where(and(eq(sp.producerId, producerId), lt(sp.fecha, day))),
    db
      .select({ sum: sql<string | null>`sum(${concepts.totalBR})::text` })
      .from(concepts)
      .where(
        and(eq(concepts.producerId, producerId), eq(concepts.rubro, ADJUSTMENTS_SECTION), lt(concepts.fecha, day)),
      ),
  ]);
  return cents(records.sum) + cents(adjustments.sum);
}

/** An exact decimal as text (numeric's own) to cents, without a float in between. */
function cents(text: string | null): number {
  if (!text) return 0;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
}

/** The settlements and payments of a range, in date order (a settlement before a payment of the same day). */
export function recordsBetween(db: Db, producerId: number, from: string, to: string) {
  return db
    .select({
      tipoRegistro: sp.tipoRegistro,
      numero: sp.numero,
      fecha: sp.fecha,
      tipoPago: sp.tipoPago,
      importePagado: sp.importePagado,
      comisionNeto: sp.comisionNeto,
      iva21: sp.iva21,
      iva3: sp.iva3,
      percepcion: sp.percepcion,
      ganancias: sp.ganancias,
      ibOsMunicip: sp.ibOsMunicip,
    })
    .from(sp)
    .where(and(eq(sp.producerId, producerId), gte(sp.fecha, from), lte(sp.fecha, to)))
    .orderBy(asc(sp.fecha), desc(sp.tipoRegistro), asc(sp.numero));
}

/** The adjustments and chargebacks of a range (concepts of the 'Ajustes' section), in date order. */
export function adjustmentsBetween(db: Db, producerId: number, from: string, to: string) {
  return db
    .select({
      id: concepts.id,
      fecha: concepts.fecha,
      periodo: concepts.periodo,
      concepto: concepts.concepto,
      totalBR: concepts.totalBR,
    })
    .from(concepts)
    .where(
      and(
        eq(concepts.producerId, producerId),
        eq(concepts.rubro, ADJUSTMENTS_SECTION),
        gte(concepts.fecha, from),
        lte(concepts.fecha, to),
      ),
    )
    .orderBy(asc(concepts.fecha), asc(concepts.id));
}

/** What the statement's heading says of the producer: name, CUIT, address and codes. */
export async function producerHeading(db: Db, producerId: number) {
  const [producer] = await db.select().from(producers).where(eq(producers.id, producerId)).limit(1);
  const codes = await db
    .select({ core: producerCodes.core, code: producerCodes.code })
    .from(producerCodes)
    .where(eq(producerCodes.producerId, producerId))
    .orderBy(asc(producerCodes.core), asc(producerCodes.code));
  return { producer, codes };
}
