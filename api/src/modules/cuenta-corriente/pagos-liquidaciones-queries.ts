import { and, count, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, searchByShape } from '../../db/prepared';
import { commissionDetails, settlementPayments } from '../../db/schema';
import {
  type GridColumns,
  type GridFilterInput,
  type GridSortInput,
  gridColumnsOf,
  gridOrder,
  gridShape,
  gridWhere,
  largeReport,
} from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

const sp = settlementPayments;
const paymentSelection = {
  id: sp.id,
  numero: sp.numero,
  fecha: sp.fecha,
  tipoRegistro: sp.tipoRegistro,
  referencia: sp.referencia,
  tipoPago: sp.tipoPago,
  importePagado: sp.importePagado,
  comisionTotal: sp.comisionTotal,
  comisionNeto: sp.comisionNeto,
  ivA3: sp.iva3,
  ivA21: sp.iva21,
  ibOsMunicip: sp.ibOsMunicip,
  ganancias: sp.ganancias,
  cuit: sp.cuit,
};

export const paymentColumns = gridColumnsOf(paymentSelection, {
  id: 'number',
  numero: 'number',
  fecha: 'date',
  tipoRegistro: 'number',
  importePagado: 'number',
  comisionTotal: 'number',
  comisionNeto: 'number',
  ivA3: 'number',
  ivA21: 'number',
  ibOsMunicip: 'number',
  ganancias: 'number',
});

export interface PaymentFilter {
  producerIds: number[];
  poliza?: string | null;
  gridFilters: GridFilterInput[];
}

function paymentWhere(f: PaymentFilter): SQL | undefined {
  // A policy narrows to the settlements with a commission on it, and the payments of those.
  const withPolicy = f.poliza
    ? sql`coalesce(${sp.settlementId}, ${sp.id}) in (select ${commissionDetails.settlementId} from ${commissionDetails} where ${commissionDetails.numeroPoliza} = ${policyNumberOf(f.poliza)})`
    : undefined;
  return and(inArray(sp.producerId, f.producerIds), withPolicy, gridWhere(paymentColumns, f.gridFilters));
}

/** Payments and settlements' sort indexes (PostgreSQL) lead with the producer. */
const payments = largeReport({
  table: sp,
  id: sp.id,
  selection: paymentSelection,
  columns: paymentColumns,
  defaultOrder: [{ expr: sp.fecha, sort: 'desc' }],
  where: paymentWhere,
  lead: [sp.producerId],
  include: [],
});

export const paymentSortIndexes = payments.sortIndexes;
export const paymentPage = payments.page;
export const paymentExportPages = payments.exportPages;

export async function paymentCount(db: Db, f: PaymentFilter) {
  return (await payments.totals(db, f, { n: count() })).n;
}

/** The ownership look-up every detail call starts with: prepared (db/prepared.ts). */
const lookupsOf = preparedPerDatabase((db) => ({
  record: db
    .select()
    .from(sp)
    .where(
      and(
        eq(sp.tipoRegistro, sql.placeholder('tipoRegistro')),
        eq(sp.numero, sql.placeholder('numero')),
        sql`${sp.producerId} = any(${sql.placeholder('producerIds')})`,
      ),
    )
    .limit(1)
    .prepare('cc_find_record'),
}));

/** A settlement (2) or payment (1) by number, only among the given producers'. */
export async function findRecord(db: Db, producerIds: number[], tipoRegistro: number, numero: number) {
  if (producerIds.length === 0) return undefined;
  const [row] = await lookupsOf(db).record.execute({ tipoRegistro, numero, producerIds });
  return row;
}

export async function recordById(db: Db, id: number) {
  const [row] = await db.select().from(sp).where(eq(sp.id, id)).limit(1);
  return row;
}

const cd = commissionDetails;
export const commissionDetailColumns: GridColumns = {
  id: { expr: cd.id, type: 'number' },
  Linea_Negocio: { expr: cd.lineaNegocio, type: 'text' },
  NumeroPoliza: { expr: cd.numeroPoliza, type: 'text' },
  FechaEmision: { expr: cd.fechaEmision, type: 'date' },
  Codigo_Movimiento: { expr: cd.codigoMovimiento, type: 'text' },
  FechaCobro: { expr: cd.fechaCobro, type: 'date' },
  Asegurado: { expr: cd.asegurado, type: 'text' },
  Provincia: { expr: cd.provincia, type: 'text' },
  Endoso: { expr: cd.endoso, type: 'text' },
  Certificado: { expr: cd.certificado, type: 'number' },
  PremioFacturado: { expr: cd.premioFacturado, type: 'number' },
  PremioCobrado: { expr: cd.premioCobrado, type: 'number' },
  PrimaNeta: { expr: cd.primaNeta, type: 'number' },
  PorcComisionPrima: { expr: cd.porcComisionPrima, type: 'number' },
  Excedente: { expr: cd.excedente, type: 'number' },
  PorcComisionExcedente: { expr: cd.porcComisionExcedente, type: 'number' },
  ComisionTotal: { expr: cd.comisionTotal, type: 'number' },
  Codigo_Intermediario: { expr: cd.codigoIntermediario, type: 'text' },
};

/**
 * The settlement of number `numero` among the producers' (null when it is not theirs), as an expression:
 * a grid page of its details checks ownership in the same statement instead of a round trip before it.
 */
function ownedSettlementId(numero: number | Placeholder, producerIds: number[] | Placeholder): SQL {
  // An array is one parameter here (sql.param), not a list of them.
  const ids = Array.isArray(producerIds) ? sql.param(producerIds) : producerIds;
  return sql`(select ${sp.id} from ${sp} where ${sp.tipoRegistro} = 2 and ${sp.numero} = ${numero} and ${sp.producerId} = any(${ids}) limit 1)`;
}

function commissionDetailQuery(
  db: Db,
  settlement: SQL,
  where: SQL | undefined,
  order: SQL,
  offset: number | Placeholder,
  limit: number | Placeholder,
) {
  return db
    .select({
      id: cd.id,
      Linea_Negocio: cd.lineaNegocio,
      NumeroPoliza: cd.numeroPoliza,
      FechaEmision: cd.fechaEmision,
      Codigo_Movimiento: cd.codigoMovimiento,
      FechaCobro: cd.fechaCobro,
      Asegurado: cd.asegurado,
      Provincia: cd.provincia,
      Endoso: cd.endoso,
      Certificado: cd.certificado,
      PremioFacturado: cd.premioFacturado,
      PremioCobrado: cd.premioCobrado,
      PrimaNeta: cd.primaNeta,
      PorcComisionPrima: cd.porcComisionPrima,
      Excedente: cd.excedente,
      PorcComisionExcedente: cd.porcComisionExcedente,
      ComisionTotal: cd.comisionTotal,
      Codigo_Intermediario: cd.codigoIntermediario,
    })
    .from(cd)
    .where(and(settlement, where))
    .orderBy(order)
    .limit(limit)
    .offset(offset);
}

const commissionDetailOrder = (sort: GridSortInput[]) =>
  gridOrder(commissionDetailColumns, sort, [{ expr: cd.fechaCobro, sort: 'desc' }], cd.id);

export function commissionDetailPage(
  db: Db,
  settlementId: number,
  filters: GridFilterInput[],
  sort: GridSortInput[],
  offset: number,
  limit: number,
) {
  return commissionDetailQuery(
    db,
    eq(cd.settlementId, settlementId),
    gridWhere(commissionDetailColumns, filters),
    commissionDetailOrder(sort),
    offset,
    limit,
  );
}

const commissionDetailSearch = searchByShape('cc_commission_detail');

/**
 * A page of the details of settlement `numero`, only if it is one of the producers' (else no rows), run from a
 * statement built once per criteria shape (the grid's page, issue 8 §3: one round trip, ownership included).
 */
export function ownedCommissionDetailRows(
  db: Db,
  producerIds: number[],
  numero: number,
  filters: GridFilterInput[],
  sort: GridSortInput[],
  offset: number,
  limit: number,
) {
  // Every value is checked on every request (gridWhere); the order is built with the shape's statement only
  // (a sort field outside the whitelist throws there, and a shape is kept only once built).
  return commissionDetailSearch(
    db,
    gridShape(filters, sort),
    (bind) => gridWhere(commissionDetailColumns, filters, bind),
    (where) =>
      commissionDetailQuery(
        db,
        eq(cd.settlementId, ownedSettlementId(sql.placeholder('numero'), sql.placeholder('producerIds'))),
        where,
        commissionDetailOrder(sort),
        sql.placeholder('offset'),
        sql.placeholder('limit'),
      ),
    { numero, producerIds, offset, limit },
  );
}

function commissionCountQuery(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(cd)
    .where(
      and(eq(cd.settlementId, ownedSettlementId(sql.placeholder('numero'), sql.placeholder('producerIds'))), where),
    );
}

const commissionCountSearch = searchByShape('cc_commission_count');

/** The number of details of settlement `numero` (0 when it is not one of the producers'), from a statement per filter shape. */
export async function ownedCommissionDetailCount(
  db: Db,
  producerIds: number[],
  numero: number,
  filters: GridFilterInput[],
) {
  const [row] = await commissionCountSearch(
    db,
    gridShape(filters, []),
    (bind) => gridWhere(commissionDetailColumns, filters, bind),
    (where) => commissionCountQuery(db, where),
    { numero, producerIds },
  );
  return row.n;
}
