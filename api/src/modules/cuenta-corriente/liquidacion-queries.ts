import type { cuentaCorriente as cc } from '@portal/shared/contract';
import type { z } from 'zod';
import { and, count, eq, gte, ilike, lte, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchByShape } from '../../db/prepared';
import type { ReportSortIndexes } from '../../db/sort-indexes';
import { producerCodes, settlementMovements } from '../../db/schema';
import {
  type Bind,
  criteriaBinding,
  escapeLike,
  type GridColumns,
  type GridFilterInput,
  type GridSortInput,
  gridOrder,
  gridShape,
  gridWhere,
  exportPages,
  gridPage,
} from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

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

/** Settlement by movement's sort indexes (PostgreSQL): within a producer, covering the codes and the status. */
export const movementSortIndexes: ReportSortIndexes = {
  table: mv,
  lead: [mv.producerId],
  id: mv.id,
  include: [mv.producerCode, mv.estado],
  columns: movementColumns,
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
  const present = (
    ['fechaDesde', 'fechaHasta', 'ramo', 'producto', 'poliza', 'certificado', 'nombre', 'apellido', 'dni'] as const
  )
    .map((k) => (f[k] ? 1 : 0))
    .join('');
  const estado = f.estado !== null && f.estado !== undefined && f.estado >= 0 ? 1 : 0;
  return `${present}${estado}${f.codes.length ? 1 : 0}${f.producerIds.length === 1 ? 1 : 0}${gridShape(f.gridFilters, sort)}`;
}

const movementSelection = {
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
};

function movementQuery(
  db: Db,
  where: SQL | undefined,
  order: SQL,
  offset: number | Placeholder,
  limit: number | Placeholder,
) {
  return gridPage(db, db.select(movementSelection).from(mv).$dynamic(), mv.id, where, order, offset, limit);
}

const movementOrder = (sort: GridSortInput[]) =>
  gridOrder(movementColumns, sort, [{ expr: mv.imputationDate, sort: 'desc' }], mv.id);

export function movementPage(db: Db, f: MovementFilter, sort: GridSortInput[], offset: number, limit: number) {
  return movementQuery(db, movementWhere(f), movementOrder(sort), offset, limit);
}

/** The export's pages (grid-query's exportPages). */
export function movementExportPages(db: Db, f: MovementFilter, sort: GridSortInput[]) {
  return exportPages(db, mv.id, movementSelection, movementWhere(f), movementOrder(sort));
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
  const [row] = await movementTotalsSearch(
    db,
    movementShape(f, []),
    (bind) => movementWhere(f, bind),
    (where) => movementTotalsQuery(db, where),
  );
  return row;
}

/** The withholding query: entries of a producer code, a source and an imputation range. */
