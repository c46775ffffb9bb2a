import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingCommissions } from '../../db/schema';
import { escapeLike, type GridFilterInput, gridColumnsOf, gridWhere, largeReport } from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

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

/** The grid's whitelist: the selection's fields, `endoso` on its column (the selection only types it). */
export const pendingColumns = gridColumnsOf(
  { ...pendingSelection, endoso: pendingCommissions.endoso },
  {
    id: 'number',
    primaNeta: 'number',
    premioCobrado: 'number',
    certificado: 'number',
    fechaAplicacion: 'date',
    comisionTotal: 'number',
    comisionBruto: 'number',
    aporteExtraordinario: 'boolean',
  },
);

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

/** Pending commissions' sort indexes (PostgreSQL) lead with the producer. */
const pending = largeReport({
  table: pendingCommissions,
  id: pendingCommissions.id,
  selection: pendingSelection,
  columns: pendingColumns,
  defaultOrder: [{ expr: pendingCommissions.fechaAplicacion, sort: 'desc' }],
  where: pendingWhere,
  lead: [pendingCommissions.producerId],
  include: [],
});

export const pendingSortIndexes = pending.sortIndexes;
export const pendingPage = pending.page;
export const pendingExportPages = pending.exportPages;

export async function pendingCount(db: Db, f: PendingFilter) {
  return (await pending.totals(db, f, { n: count() })).n;
}
