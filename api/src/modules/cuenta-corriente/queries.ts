import type { cuentaCorriente as cc } from '@portal/shared/contract';
import { INVOICE_UPLOAD_ENTITIES } from '@portal/shared/contract/uploads';
import type { z } from 'zod';
import { and, asc, count, eq, gte, ilike, inArray, lte, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase, searchByShape } from '../../db/prepared';
import {
  commissionDetails,
  concepts,
  invoiceSubmissions,
  pendingCommissions,
  producerCodes,
  producers,
  settlementMovements,
  settlementPayments,
  storedFiles,
  users,
} from '../../db/schema';
import { type Bind, criteriaBinding, escapeLike, type GridColumns, type GridFilterInput, type GridSortInput, gridOrder, gridShape, gridWhere } from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';


// ——— Pending commissions ———

export const pendingColumns: GridColumns = {
  id: { expr: pendingCommissions.id, type: 'number' },
  primaNeta: { expr: pendingCommissions.primaNeta, type: 'number' },
  premioCobrado: { expr: pendingCommissions.premioCobrado, type: 'number' },
  poliza: { expr: pendingCommissions.poliza, type: 'text' },
  asegurado: { expr: pendingCommissions.asegurado, type: 'text' },
  grupo: { expr: pendingCommissions.grupo, type: 'text' },
  certificado: { expr: pendingCommissions.certificado, type: 'number' },
  endoso: { expr: pendingCommissions.endoso, type: 'text' },
  descripcion: { expr: pendingCommissions.descripcion, type: 'text' },
  producto: { expr: pendingCommissions.producto, type: 'text' },
  jurisdiccion: { expr: pendingCommissions.jurisdiccion, type: 'text' },
  fechaAplicacion: { expr: pendingCommissions.fechaAplicacion, type: 'date' },
  comisionTotal: { expr: pendingCommissions.comisionTotal, type: 'number' },
  comisionBruto: { expr: pendingCommissions.comisionBruto, type: 'number' },
  aporteExtraordinario: { expr: pendingCommissions.aporteExtraordinario, type: 'boolean' },
};

export interface PendingFilter {
  producerIds: number[];
  poliza?: string | null;
  grupo?: string | null;
  gridFilters: GridFilterInput[];
}

function pendingWhere(f: PendingFilter): SQL | undefined {
  return and(
    inArray(pendingCommissions.producerId, f.producerIds),
    f.poliza ? eq(pendingCommissions.poliza, policyNumberOf(f.poliza)) : undefined,
    f.grupo ? ilike(pendingCommissions.grupo, `%${escapeLike(f.grupo)}%`) : undefined,
    gridWhere(pendingColumns, f.gridFilters),
  );
}

export function pendingPage(db: Db, f: PendingFilter, sort: GridSortInput[], offset: number, limit: number) {
  return db
    .select({
      id: pendingCommissions.id,
      primaNeta: pendingCommissions.primaNeta,
      premioCobrado: pendingCommissions.premioCobrado,
      poliza: pendingCommissions.poliza,
      asegurado: pendingCommissions.asegurado,
      grupo: pendingCommissions.grupo,
      certificado: pendingCommissions.certificado,
      endoso: sql<'Factura' | 'Recibo'>`${pendingCommissions.endoso}`,
      descripcion: pendingCommissions.descripcion,
      producto: pendingCommissions.producto,
      jurisdiccion: pendingCommissions.jurisdiccion,
      fechaAplicacion: pendingCommissions.fechaAplicacion,
      comisionTotal: pendingCommissions.comisionTotal,
      comisionBruto: pendingCommissions.comisionBruto,
      aporteExtraordinario: pendingCommissions.aporteExtraordinario,
    })
    .from(pendingCommissions)
    .where(pendingWhere(f))
    .orderBy(gridOrder(pendingColumns, sort, [{ expr: pendingCommissions.fechaAplicacion, sort: 'desc' }], pendingCommissions.id))
    .limit(limit)
    .offset(offset);
}

export async function pendingCount(db: Db, f: PendingFilter) {
  const [row] = await db.select({ n: count() }).from(pendingCommissions).where(pendingWhere(f));
  return row.n;
}

// ——— Payments and settlements ———

const sp = settlementPayments;
export const paymentColumns: GridColumns = {
  id: { expr: sp.id, type: 'number' },
  numero: { expr: sp.numero, type: 'number' },
  fecha: { expr: sp.fecha, type: 'date' },
  tipoRegistro: { expr: sp.tipoRegistro, type: 'number' },
  referencia: { expr: sp.referencia, type: 'text' },
  tipoPago: { expr: sp.tipoPago, type: 'text' },
  importePagado: { expr: sp.importePagado, type: 'number' },
  comisionTotal: { expr: sp.comisionTotal, type: 'number' },
  comisionNeto: { expr: sp.comisionNeto, type: 'number' },
  ivA3: { expr: sp.iva3, type: 'number' },
  ivA21: { expr: sp.iva21, type: 'number' },
  ibOsMunicip: { expr: sp.ibOsMunicip, type: 'number' },
  ganancias: { expr: sp.ganancias, type: 'number' },
  cuit: { expr: sp.cuit, type: 'text' },
};

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

export function paymentPage(db: Db, f: PaymentFilter, sort: GridSortInput[], offset: number, limit: number) {
  return db
    .select({
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
    })
    .from(sp)
    .where(paymentWhere(f))
    .orderBy(gridOrder(paymentColumns, sort, [{ expr: sp.fecha, sort: 'desc' }], sp.id))
    .limit(limit)
    .offset(offset);
}

export async function paymentCount(db: Db, f: PaymentFilter) {
  const [row] = await db.select({ n: count() }).from(sp).where(paymentWhere(f));
  return row.n;
}

/** The ownership look-ups every detail and settlement call starts with: prepared (db/prepared.ts). */
const lookupsOf = preparedPerDatabase((db) => ({
  record: db
    .select()
    .from(sp)
    .where(and(eq(sp.tipoRegistro, sql.placeholder('tipoRegistro')), eq(sp.numero, sql.placeholder('numero')), sql`${sp.producerId} = any(${sql.placeholder('producerIds')})`))
    .limit(1)
    .prepare('cc_find_record'),
  codes: db
    .select({ code: producerCodes.code, core: producerCodes.core, name: producerCodes.name })
    .from(producerCodes)
    .where(sql`${producerCodes.producerId} = any(${sql.placeholder('producerIds')})`)
    .prepare('cc_codes_of'),
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

function commissionDetailQuery(db: Db, settlement: SQL, where: SQL | undefined, order: SQL, offset: number | Placeholder, limit: number | Placeholder) {
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

const commissionDetailOrder = (sort: GridSortInput[]) => gridOrder(commissionDetailColumns, sort, [{ expr: cd.fechaCobro, sort: 'desc' }], cd.id);

export function commissionDetailPage(db: Db, settlementId: number, filters: GridFilterInput[], sort: GridSortInput[], offset: number, limit: number) {
  return commissionDetailQuery(db, eq(cd.settlementId, settlementId), gridWhere(commissionDetailColumns, filters), commissionDetailOrder(sort), offset, limit);
}

const commissionDetailSearch = searchByShape('cc_commission_detail');

/**
 * A page of the details of settlement `numero`, only if it is one of the producers' (else no rows), run from a
 * statement built once per criteria shape (the grid's page, issue 8 §3: one round trip, ownership included).
 */
export function ownedCommissionDetailRows(db: Db, producerIds: number[], numero: number, filters: GridFilterInput[], sort: GridSortInput[], offset: number, limit: number) {
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
    .where(and(eq(cd.settlementId, ownedSettlementId(sql.placeholder('numero'), sql.placeholder('producerIds'))), where));
}

const commissionCountSearch = searchByShape('cc_commission_count');

/** The number of details of settlement `numero` (0 when it is not one of the producers'), from a statement per filter shape. */
export async function ownedCommissionDetailCount(db: Db, producerIds: number[], numero: number, filters: GridFilterInput[]) {
  const [row] = await commissionCountSearch(
    db,
    gridShape(filters, []),
    (bind) => gridWhere(commissionDetailColumns, filters, bind),
    (where) => commissionCountQuery(db, where),
    { numero, producerIds },
  );
  return row.n;
}

// ——— Concepts ———

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
const conceptHavingColumns: GridColumns = Object.fromEntries(Object.entries(conceptColumns).filter(([k]) => !['periodo', 'rubro'].includes(k)));

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

export function conceptPage(db: Db, producerIds: number[], filters: GridFilterInput[], sort: GridSortInput[], offset: number, limit: number) {
  return conceptGroups(db, producerIds, filters)
    .orderBy(gridOrder(conceptColumns, sort, [{ expr: sql`${concepts.periodo}`, sort: 'desc' }], sql`${concepts.rubro}`))
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
    .where(and(inArray(concepts.producerId, producerIds), eq(concepts.rubro, rubro), periodo ? eq(concepts.periodo, periodo) : undefined))
    .orderBy(sql`${concepts.periodo} desc`, asc(concepts.id))
    .limit(1000);
}

// ——— Settlement by movement ———

const mv = settlementMovements;
export const movementColumns: GridColumns = {
  id: { expr: mv.id, type: 'number' },
  policyId: { expr: mv.policyNumber, type: 'text' },
  branchCode: { expr: mv.branchCode, type: 'text' },
  branchDescription: { expr: mv.branchDescription, type: 'text' },
  recruiterName: { expr: mv.recruiterName, type: 'text' },
  recruiterDni: { expr: mv.recruiterDni, type: 'text' },
  productCode: { expr: mv.productCode, type: 'text' },
  productDescription: { expr: mv.productDescription, type: 'text' },
  certificateNumber: { expr: mv.certificateNumber, type: 'number' },
  commissionAmount: { expr: mv.commissionAmount, type: 'number' },
  percentage: { expr: mv.percentage, type: 'number' },
  currency: { expr: mv.currency, type: 'text' },
  premiumSupplement: { expr: mv.premiumSupplement, type: 'number' },
  baseCalculation: { expr: mv.baseCalculation, type: 'number' },
  producerDescription: { expr: mv.producerDescription, type: 'text' },
  imputationDate: { expr: mv.imputationDate, type: 'date' },
  startDate: { expr: mv.startDate, type: 'date' },
  referenceNumber: { expr: mv.referenceNumber, type: 'text' },
};

export type MovementFilter = Omit<z.output<typeof cc.SettlementCriteria>, 'producerId'> & {
  producerIds: number[];
  codes: string[];
  gridFilters: GridFilterInput[];
};

/**
 * The search's conditions. With `bind` (GridParams) every value is a named placeholder, so the text depends
 * only on which criteria are present (movementShape) and a statement built once per shape serves them all.
 */
function movementWhere(f: MovementFilter, bind?: Bind): SQL | undefined {
  const { value, anyOf } = criteriaBinding(bind);
  return and(
    // One producer (a session's usual scope) as an equality: the planner then walks the index of the default sort.
    f.producerIds.length === 1 ? eq(mv.producerId, value(f.producerIds[0])) : anyOf(mv.producerId, f.producerIds),
    f.codes.length ? anyOf(mv.producerCode, f.codes) : undefined,
    f.fechaDesde ? gte(mv.imputationDate, value(f.fechaDesde)) : undefined,
    f.fechaHasta ? lte(mv.imputationDate, value(f.fechaHasta)) : undefined,
    f.ramo ? eq(mv.branchCode, value(f.ramo)) : undefined,
    f.producto ? eq(mv.productCode, value(f.producto)) : undefined,
    f.poliza ? eq(mv.policyNumber, value(policyNumberOf(f.poliza))) : undefined,
    f.certificado ? eq(mv.certificateNumber, value(Number(f.certificado))) : undefined,
    f.estado !== null && f.estado !== undefined && f.estado >= 0 ? eq(mv.estado, value(f.estado)) : undefined,
    f.nombre ? ilike(mv.holderFirstName, value(`%${escapeLike(f.nombre)}%`)) : undefined,
    f.apellido ? ilike(mv.holderLastName, value(`%${escapeLike(f.apellido)}%`)) : undefined,
    f.dni ? eq(mv.recruiterDni, value(f.dni)) : undefined,
    gridWhere(movementColumns, f.gridFilters, bind),
  );
}

/** Which of movementWhere's criteria are present (with the grid's shape): what its text depends on. */
function movementShape(f: MovementFilter, sort: GridSortInput[]): string {
  const present = (['fechaDesde', 'fechaHasta', 'ramo', 'producto', 'poliza', 'certificado', 'nombre', 'apellido', 'dni'] as const).map((k) => (f[k] ? 1 : 0)).join('');
  const estado = f.estado !== null && f.estado !== undefined && f.estado >= 0 ? 1 : 0;
  return `${present}${estado}${f.codes.length ? 1 : 0}${f.producerIds.length === 1 ? 1 : 0}${gridShape(f.gridFilters, sort)}`;
}

function movementQuery(db: Db, where: SQL | undefined, order: SQL, offset: number | Placeholder, limit: number | Placeholder) {
  return db
    .select({
      id: mv.id,
      policyId: mv.policyNumber,
      branchCode: mv.branchCode,
      branchDescription: mv.branchDescription,
      recruiterName: mv.recruiterName,
      recruiterDni: mv.recruiterDni,
      productCode: mv.productCode,
      productDescription: mv.productDescription,
      certificateNumber: mv.certificateNumber,
      commissionAmount: mv.commissionAmount,
      percentage: mv.percentage,
      currency: mv.currency,
      premiumSupplement: mv.premiumSupplement,
      baseCalculation: mv.baseCalculation,
      producerDescription: mv.producerDescription,
      imputationDate: mv.imputationDate,
      startDate: mv.startDate,
      referenceNumber: mv.referenceNumber,
    })
    .from(mv)
    .where(where)
    .orderBy(order)
    .limit(limit)
    .offset(offset);
}

const movementOrder = (sort: GridSortInput[]) => gridOrder(movementColumns, sort, [{ expr: mv.imputationDate, sort: 'desc' }], mv.id);

export function movementPage(db: Db, f: MovementFilter, sort: GridSortInput[], offset: number, limit: number) {
  return movementQuery(db, movementWhere(f), movementOrder(sort), offset, limit);
}

const movementSearch = searchByShape('cc_movement');

/**
 * A page of the search (issue 8 §3: one round trip): movementPage's rows, only when every code asked for is
 * one of the producers' (else none), from a statement built once per criteria shape.
 */
export function ownMovementRows(db: Db, f: MovementFilter, sort: GridSortInput[], offset: number, limit: number) {
  const codesOwned = (bind: Bind) =>
    sql`not exists (select 1 from unnest(${bind(f.codes)}::text[]) as asked(code) where asked.code not in (select ${producerCodes.code} from ${producerCodes} where ${producerCodes.producerId} = any(${bind(f.producerIds)})))`;
  // The order is built with the shape's statement only, as the commission detail's (ownedCommissionDetailRows).
  return movementSearch(
    db,
    movementShape(f, sort),
    (bind) => and(movementWhere(f, bind), codesOwned(bind)),
    (where) => movementQuery(db, where, movementOrder(sort), sql.placeholder('offset'), sql.placeholder('limit')),
    { offset, limit },
  );
}

function movementTotalsQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      total: count(),
      commissionAmount: sum(mv.commissionAmount).mapWith(Number),
      premiumSupplement: sum(mv.premiumSupplement).mapWith(Number),
      baseCalculation: sum(mv.baseCalculation).mapWith(Number),
    })
    .from(mv)
    .where(where);
}

const movementTotalsSearch = searchByShape('cc_movement_totals');

/** The search's count and sums, from a statement per criteria shape. */
export async function movementTotals(db: Db, f: MovementFilter) {
  const [row] = await movementTotalsSearch(db, movementShape(f, []), (bind) => movementWhere(f, bind), (where) => movementTotalsQuery(db, where));
  return row;
}

/** The withholding query: entries of a producer code, a source and an imputation range. */
export function withholdingEntries(db: Db, producerIds: number[], code: string, source: string, from: string, to: string, limit: number) {
  return db
    .select({ ProducerId: mv.producerCode, Source: mv.source, ImputationDate: mv.imputationDate, estado: mv.estado })
    .from(mv)
    .where(and(inArray(mv.producerId, producerIds), eq(mv.producerCode, code), eq(mv.source, source), gte(mv.imputationDate, from), lte(mv.imputationDate, to)))
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
    .where(and(inArray(mv.producerId, producerIds), eq(mv.producerCode, code), eq(mv.source, 'VT'), gte(mv.imputationDate, from), lte(mv.imputationDate, to)));
  return row;
}

// ——— Producers, invoices and files ———

export async function codesOf(db: Db, producerIds: number[]) {
  if (producerIds.length === 0) return [];
  return lookupsOf(db).codes.execute({ producerIds });
}

export async function producerById(db: Db, id: number) {
  const [row] = await db.select().from(producers).where(eq(producers.id, id)).limit(1);
  return row;
}

export async function userEmail(db: Db, userId: number) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

/** Departments of 001 §3 by the portfolio's branches: Retiro ← 4, Vida y Sepelio ← 1 and 2, AP - Salud - Patrimoniales ← 3. */
export const DEPARTMENT_BRANCHES: Record<number, string[]> = { 1: ['4'], 2: ['1', '2'], 3: ['3'] };

/** Amounts settled by branch summed by department, in cents so that the sums are exact. */
export function byDepartment(rows: { branch: string; amount: number | null }[]): Record<number, number> {
  const result: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const [dep, branches] of Object.entries(DEPARTMENT_BRANCHES)) {
    const cents = rows.filter((r) => branches.includes(r.branch)).reduce((s, r) => s + Math.round((r.amount ?? 0) * 100), 0);
    result[Number(dep)] = cents / 100;
  }
  return result;
}

/** The commissions settled to invoice by department in a range (the amount of an invoice). */
export async function amountsByDepartment(db: Db, producerIds: number[], from: string, to: string) {
  const rows = await db
    .select({ branch: mv.branchCode, amount: sum(mv.commissionAmount).mapWith(Number) })
    .from(mv)
    .where(and(inArray(mv.producerId, producerIds), gte(mv.imputationDate, from), lte(mv.imputationDate, to), eq(mv.estado, 1)))
    .groupBy(mv.branchCode);
  return byDepartment(rows);
}

/** The commissions settled to invoice in a range by month (year × 100 + month) and branch. */
export function settledByMonthAndBranch(db: Db, producerId: number, from: string, to: string) {
  const month = sql<number>`(extract(year from ${mv.imputationDate}) * 100 + extract(month from ${mv.imputationDate}))::int`;
  return db
    .select({ month, branch: mv.branchCode, amount: sum(mv.commissionAmount).mapWith(Number) })
    .from(mv)
    .where(and(eq(mv.producerId, producerId), gte(mv.imputationDate, from), lte(mv.imputationDate, to), eq(mv.estado, 1)))
    .groupBy(month, mv.branchCode);
}

/** The months and departments of some months that the producer has sent an invoice for. */
export function invoicedMonths(db: Db, producerId: number, months: number[]) {
  return db
    .selectDistinct({ month: invoiceSubmissions.month, department: invoiceSubmissions.department })
    .from(invoiceSubmissions)
    .where(and(eq(invoiceSubmissions.producerId, producerId), inArray(invoiceSubmissions.month, months)));
}

export function pendingUploads(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(and(inArray(storedFiles.id, ids), eq(storedFiles.userId, userId), eq(storedFiles.entity, INVOICE_UPLOAD_ENTITY), sql`${storedFiles.entityId} is null`));
}

/** Files uploaded for an invoice not sent yet; on send they become entity 'Factura' of the submission. */
/** An invoice's files before it is sent, and once sent: the contract's upload entities. */
export const [INVOICE_UPLOAD_ENTITY, INVOICE_ENTITY] = INVOICE_UPLOAD_ENTITIES;
