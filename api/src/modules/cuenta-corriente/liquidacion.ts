import type { cuentaCorriente as cc } from '@portal/shared/contract';
import type { z } from 'zod';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { reportCount } from '../../lib/count-once';
import { sumarizeItems } from '../../lib/sums';
import { streamExport } from '../../lib/xlsx-export';
import { messages } from '../../messages';
import {
  type MovementFilter,
  movementColumns,
  movementExportPages,
  movementTotals,
  ownMovementRows,
} from './liquidacion-queries';
import { ownsCodes } from '../cartera/queries';
import { type Log, scope } from './scope';

/** The settlement search as the contract parsed it (criteria and grid part). */
export type SettlementInput = z.output<NonNullable<typeof cc.settlementSearch.body>>;

/** 001 §5: a producer must be chosen first, and only the session's producer codes may be. */
function movementFilter(session: Session, input: SettlementInput): MovementFilter {
  if (input.producerId.length === 0) throw new AppError(400, messages.producerNotAllowed);
  return { ...input, producerIds: scope(session), codes: input.producerId };
}

/** Refuses codes that are not the session's producers' (the queries are scoped by producer anyway). */
async function assertOwnCodes(ctx: AppContext, f: MovementFilter) {
  if (!(await ownsCodes(ctx.database.db, f.producerIds, f.codes))) throw new AppError(403, messages.forbidden);
}

const countMovements = reportCount('movements', 'settlement_movements');

export async function settlementSearch(ctx: AppContext, session: Session, input: SettlementInput) {
  const f = movementFilter(session, input);
  const { db } = ctx.database;
  // The page's own statement checks the codes; only an empty page needs to tell 'not yours' apart.
  const [data, { total, ...sums }] = await Promise.all([
    ownMovementRows(db, f, input.sort, input.offset, input.next),
    countMovements(ctx, session, f, input.offset, () => movementTotals(db, f)),
  ]);
  if (data.length === 0) await assertOwnCodes(ctx, f);
  return { data, total, sumarizeItems: sumarizeItems(sums) };
}

export async function settlementExport(
  ctx: AppContext,
  session: Session,
  input: z.output<NonNullable<typeof cc.settlementExport.body>>,
  log: Log,
) {
  const f = movementFilter(session, input);
  await assertOwnCodes(ctx, f);
  return streamExport({
    sheetName: 'Liquidacion',
    columns: input.columns,
    filters: input.filters,
    allowed: movementColumns,
    page: movementExportPages(ctx.database.db, f, input.sort),
    log,
  });
}
