import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ReportSortIndexes } from '../../db/sort-indexes';
import { pendingCommissions } from '../../db/schema';
import {
  escapeLike,
  type GridColumns,
  type GridFilterInput,
  type GridSortInput,
  gridOrder,
  gridWhere,
  exportPages,
  gridPage,
} from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

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

/** Pending commissions' sort indexes (PostgreSQL): within a producer. */
export const pendingSortIndexes: ReportSortIndexes = {
  table: pendingCommissions,
  lead: [pendingCommissions.producerId],
  id: pendingCommissions.id,
  include: [],
  columns: pendingColumns,
};

const pendingSelection = {
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
};

const pendingOrder = (sort: GridSortInput[]) =>
  gridOrder(pendingColumns, sort, [{ expr: pendingCommissions.fechaAplicacion, sort: 'desc' }], pendingCommissions.id);

export function pendingPage(db: Db, f: PendingFilter, sort: GridSortInput[], offset: number, limit: number) {
  const order = pendingOrder(sort);
  return gridPage(
    db,
    db.select(pendingSelection).from(pendingCommissions).$dynamic(),
    pendingCommissions.id,
    pendingWhere(f),
    order,
    offset,
    limit,
  );
}

/** The export's pages (grid-query's exportPages). */
export function pendingExportPages(db: Db, f: PendingFilter, sort: GridSortInput[]) {
  return exportPages(db, pendingCommissions.id, pendingSelection, pendingWhere(f), pendingOrder(sort));
}

export async function pendingCount(db: Db, f: PendingFilter) {
  const [row] = await db.select({ n: count() }).from(pendingCommissions).where(pendingWhere(f));
  return row.n;
}
