import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { countOnce, searchKey } from '../../lib/count-once';
import { type ExportColumnDef, streamExport } from '../../lib/xlsx-export';
import { dataVersion } from '../../db/data-version';
import { pendingColumns, pendingCount, pendingExportPages, pendingPage } from './comisiones-pendientes-queries';
import { type Grid, type Log, scope } from './scope';

interface PendingInput extends Grid {
  producerCuit?: string | null;
  poliza?: string | null;
  grupo?: string | null;
}

export async function comisionesPendientes(ctx: AppContext, session: Session, input: PendingInput) {
  const f = {
    producerIds: scope(session, input.producerCuit),
    poliza: input.poliza,
    grupo: input.grupo,
    gridFilters: input.gridFilters,
  };
  const { db } = ctx.database;
  const [data, total] = await Promise.all([
    pendingPage(db, f, input.sort, input.offset, input.next),
    countOnce(
      ctx,
      searchKey('pending', session.sessionId, f),
      input.offset,
      () => pendingCount(db, f),
      () => dataVersion(db, 'pending_commissions'),
    ),
  ]);
  return { data, total };
}

export function comisionesPendientesExport(
  ctx: AppContext,
  session: Session,
  input: PendingInput & { filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
) {
  const f = {
    producerIds: scope(session, input.producerCuit),
    poliza: input.poliza,
    grupo: input.grupo,
    gridFilters: input.gridFilters,
  };
  return streamExport({
    sheetName: 'ComisionesPendientes',
    columns: input.columns,
    filters: input.filters,
    allowed: pendingColumns,
    page: pendingExportPages(ctx.database.db, f, input.sort),
    log,
  });
}
