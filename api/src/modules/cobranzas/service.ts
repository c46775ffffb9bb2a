import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import type { GridFilterInput, GridSortInput } from '../../lib/grid-query';
import { reportCount } from '../../lib/count-once';
import { type ExportColumnDef, streamExport, type XlsxExport } from '../../lib/xlsx-export';
import { sumarizeItems } from '../../lib/sums';
import { todayInArgentina } from '../../lib/time-zone';
import { messages } from '../../messages';
import { listBranches, listProducts } from '../catalog/queries';
import { ownsCodes } from '../cartera/queries';
import { cutDateOf, periodOfDay } from './cut-date';
import { cobranzasMessages } from './messages';
import * as q from './queries';

type Log = { error(o: object, m: string): void };

interface Scoped {
  producerId: string[];
  gridFilters: GridFilterInput[];
}

/**
 * The session decides whose collections are searched (docs/adr/0011-the-server-decides-whose-data.md): a producer code that is not one of
 * its producers' is 403 — never an empty page that hides the refusal.
 */
async function scopeOf<T extends Scoped>(
  ctx: AppContext,
  session: Session,
  criteria: T,
): Promise<T & { producerIds: number[]; codes: string[] }> {
  if (!(await ownsCodes(ctx.database.db, session.producerIds, criteria.producerId)))
    throw new AppError(403, messages.forbidden);
  return { ...criteria, producerIds: session.producerIds, codes: criteria.producerId };
}

// ——— Rejections ———

export type RejectionCriteria = Omit<q.RejectionFilter, 'producerIds' | 'codes'> & { producerId: string[] };

const countRejections = reportCount('rejections', 'debit_rejections');

export async function searchRejections(
  ctx: AppContext,
  session: Session,
  input: RejectionCriteria & { offset: number; next: number; sort: GridSortInput[] },
) {
  const filter = await scopeOf(ctx, session, input);
  const { db } = ctx.database;
  const [data, { total, ...sums }] = await Promise.all([
    q.rejectionPage(db, filter, input.sort, input.offset, input.next),
    countRejections(ctx, session, filter, input.offset, () => q.rejectionTotals(db, filter)),
  ]);
  return { data, total, sumarizeItems: sumarizeItems(sums) };
}

export async function exportRejections(
  ctx: AppContext,
  session: Session,
  input: RejectionCriteria & { sort: GridSortInput[]; filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
): Promise<XlsxExport> {
  const filter = await scopeOf(ctx, session, input);
  return streamExport({
    sheetName: 'Rechazos',
    columns: input.columns,
    filters: input.filters,
    allowed: q.rejectionColumns,
    page: q.rejectionExportPages(ctx.database.db, filter, input.sort),
    log,
  });
}

// ——— Debtors ———

export type DebtorCriteria = Omit<q.DebtorFilter, 'producerIds' | 'codes'> & { producerId: string[] };

/** 001 §5: debtor periods run from August 2021 (the contract's check) to yesterday's month. */
export function lastDebtorPeriod(now = new Date()): number {
  const today = todayInArgentina(now);
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return periodOfDay(yesterday);
}

function checkPeriod(vigencia: number) {
  if (vigencia > lastDebtorPeriod()) throw new AppError(400, cobranzasMessages.invalidPeriod);
}

let labelCache: { at: number; labels: { Productos: Record<string, string>; Ramos: Record<string, string> } } | null =
  null;

/** 001 §3: the debtors' labels, Productos and Ramos (code → description). */
async function debtorLabels(ctx: AppContext) {
  // The product list changes with a release, not per request: a minute of cache spares two queries a page.
  if (!labelCache || Date.now() - labelCache.at > 60_000) {
    const [branches, products] = await Promise.all([listBranches(ctx.database.db), listProducts(ctx.database.db)]);
    labelCache = {
      at: Date.now(),
      labels: {
        Productos: Object.fromEntries(products.map((p) => [p.id, p.value])),
        Ramos: Object.fromEntries(branches.map((b) => [b.id, b.value])),
      },
    };
  }
  return labelCache.labels;
}

const countDebtors = reportCount('debtors', 'premium_debts');

export async function searchDebtors(
  ctx: AppContext,
  session: Session,
  input: DebtorCriteria & { offset: number; next: number; sort: GridSortInput[] },
) {
  checkPeriod(input.vigencia);
  const filter = await scopeOf(ctx, session, input);
  const { db } = ctx.database;
  const [data, { total, ...sums }, labels] = await Promise.all([
    q.debtorPage(db, filter, input.sort, input.offset, input.next),
    countDebtors(ctx, session, filter, input.offset, () => q.debtorTotals(db, filter)),
    debtorLabels(ctx),
  ]);
  return {
    data,
    total,
    labels,
    cutDate: cutDateOf(input.vigencia),
    sumarizeItems: sumarizeItems(sums),
  };
}

export async function exportDebtors(
  ctx: AppContext,
  session: Session,
  input: DebtorCriteria & { sort: GridSortInput[]; filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
): Promise<XlsxExport> {
  checkPeriod(input.vigencia);
  const filter = await scopeOf(ctx, session, input);
  return streamExport({
    sheetName: 'Deudores',
    columns: input.columns,
    filters: input.filters,
    allowed: q.debtorColumns,
    page: q.debtorExportPages(ctx.database.db, filter, input.sort),
    log,
  });
}
