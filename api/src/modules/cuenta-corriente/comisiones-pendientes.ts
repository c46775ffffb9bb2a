import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { reportCount } from '../../lib/count-once';
import { type ExportColumnDef, streamExport } from '../../lib/xlsx-export';
import {
  type PendingFilter,
  pendingColumns,
  pendingCount,
  pendingExportPages,
  pendingPage,
} from './comisiones-pendientes-queries';
import { type Grid, type Log, scope } from './scope';

interface PendingInput extends Grid {
  producerCuit?: string | null;
  poliza?: string | null;
  grupo?: string | null;
}

/** The search's criteria: the session's producers (a CUIT named must be its own) and the screen's filters. */
function pendingFilter(session: Session, input: PendingInput): PendingFilter {
  const { poliza, grupo, gridFilters } = input;
  return { producerIds: scope(session, input.producerCuit), poliza, grupo, gridFilters };
}

const countPending = reportCount('pending', 'pending_commissions');

export async function comisionesPendientes(ctx: AppContext, session: Session, input: PendingInput) {
  const f = pendingFilter(session, input);
  const { db } = ctx.database;
  const [data, total] = await Promise.all([
    pendingPage(db, f, input.sort, input.offset, input.next),
    countPending(ctx, session, f, input.offset, () => pendingCount(db, f)),
  ]);
  return { data, total };
}

export function comisionesPendientesExport(
  ctx: AppContext,
  session: Session,
  input: PendingInput & { filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
) {
  const f = pendingFilter(session, input);
  return streamExport({
    sheetName: 'ComisionesPendientes',
    columns: input.columns,
    filters: input.filters,
    allowed: pendingColumns,
    page: pendingExportPages(ctx.database.db, f, input.sort),
    log,
  });
}
