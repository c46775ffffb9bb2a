import type { cuentaCorriente as cc } from '@portal/shared/contract';
import type { z } from 'zod';
import { and, count, eq, gte, ilike, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { searchByShape } from '../../db/prepared';
import { producerCodes, settlementMovements } from '../../db/schema';
import {
  type Bind,
  criteriaBinding,
  escapeLike,
  type GridFilterInput,
  type GridSortInput,
  gridColumnsOf,
  gridShape,
  gridWhere,
  largeReport,
} from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

const mv = settlementMovements;
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

export const movementColumns = gridColumnsOf(movementSelection, {
  id: 'number',
  certificateNumber: 'number',
  commissionAmount: 'number',
  percentage: 'number',
  premiumSupplement: 'number',
  baseCalculation: 'number',
  imputationDate: 'date',
  startDate: 'date',
});

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

/** Settlement by movement's sort indexes (PostgreSQL) lead with the producer and carry the codes and the status. */
const movements = largeReport({
  table: mv,
  id: mv.id,
  selection: movementSelection,
  columns: movementColumns,
  defaultOrder: [{ expr: mv.imputationDate, sort: 'desc' }],
  where: movementWhere,
  lead: [mv.producerId],
  include: [mv.producerCode, mv.estado],
});

export const movementSortIndexes = movements.sortIndexes;
export const movementPage = movements.page;
export const movementExportPages = movements.exportPages;

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
    (where) => movements.query(db, where, sort, sql.placeholder('offset'), sql.placeholder('limit')),
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
