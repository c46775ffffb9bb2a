import { RUBROS } from '@portal/shared/contract/cuenta-corriente';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { reportCount } from '../../lib/count-once';
import type { GridColumns } from '../../lib/grid-query';
import { type ExportColumnDef, streamExport } from '../../lib/xlsx-export';
import {
  conceptColumns,
  conceptCount,
  conceptDetail,
  conceptPage,
  conceptSummary,
} from './conceptos-a-facturar-queries';
import { roundCents } from '../../lib/sums';
import { type Grid, type Log, scope } from './scope';

const countConcepts = reportCount('concepts', 'concepts');

export async function conceptos(ctx: AppContext, session: Session, cuit: string, grid: Grid) {
  const producerIds = scope(session, cuit);
  const { db } = ctx.database;
  const [resumen, rows, total] = await Promise.all([
    conceptSummary(db, producerIds),
    conceptPage(db, producerIds, grid.gridFilters, grid.sort, grid.offset, grid.next),
    countConcepts(ctx, session, { producerIds, filters: grid.gridFilters }, grid.offset, () =>
      conceptCount(db, producerIds, grid.gridFilters),
    ),
  ]);
  return {
    resumen: resumen.map((r) => ({
      rubro: r.rubro,
      iva: roundCents(r.iva),
      monto: roundCents(r.monto),
      percepcion: roundCents(r.percepcion),
      totalBR: roundCents(r.totalBR),
    })),
    data: rows.map((r) => conceptRow(r)),
    total,
  };
}

function conceptRow(r: {
  periodo: number;
  rubro: number;
  fecha: string;
  concepto: string;
  iva: number;
  monto: number;
  ivA21: number;
  ivA3: number;
  percepcion: number;
  totalBR: number;
}) {
  return {
    id: `${r.periodo}-${r.rubro}`,
    fecha: r.fecha,
    periodo: r.periodo,
    rubro: r.rubro,
    rubroDescripcion: RUBROS[r.rubro] ?? '',
    concepto: r.concepto,
    monto: roundCents(r.monto),
    iva: roundCents(r.iva),
    ivA21: roundCents(r.ivA21),
    ivA3: roundCents(r.ivA3),
    percepcion: roundCents(r.percepcion),
    totalBR: roundCents(r.totalBR),
  };
}

export async function conceptoPorRubro(
  ctx: AppContext,
  session: Session,
  input: { Rubro: number; cuit: string; periodo?: number },
) {
  const rows = await conceptDetail(ctx.database.db, scope(session, input.cuit), input.Rubro, input.periodo);
  return rows.map((r) => ({
    fecha: r.fecha,
    periodo: r.periodo,
    rubro: r.rubro,
    rubroDescripcion: RUBROS[r.rubro] ?? '',
    concepto: r.concepto,
    percepcion: r.percepcion,
    totalBR: r.totalBR,
    monto: r.monto,
    iva: roundCents(r.iva21 + r.iva3),
    ivA21: r.iva21,
    ivA3: r.iva3,
  }));
}

const conceptExportColumns: GridColumns = {
  ...conceptColumns,
  id: conceptColumns.periodo,
  rubroDescripcion: conceptColumns.rubro,
};

export function conceptosExport(
  ctx: AppContext,
  session: Session,
  input: Grid & { producerCuit: string; filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
) {
  const producerIds = scope(session, input.producerCuit);
  return streamExport({
    sheetName: 'Conceptos',
    columns: input.columns,
    filters: input.filters,
    allowed: conceptExportColumns,
    page: async (o, l) =>
      (await conceptPage(ctx.database.db, producerIds, input.gridFilters, input.sort, o, l)).map(conceptRow),
    log,
  });
}
