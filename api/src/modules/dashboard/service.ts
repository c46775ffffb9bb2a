import type { DashboardFigures } from '@portal/shared/contract/dashboard';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import { permissionsOf } from '../../http/permissions';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import { portfolioSums } from '../cartera/queries';
import { periodOfDay } from '../cobranzas/cut-date';
import { debtorTotals, rejectionTotals } from '../cobranzas/queries';
import { lastDebtorPeriod } from '../cobranzas/service';
import { todayInArgentina } from '../../lib/time-zone';
import * as q from './queries';

/** VIGENTE (001 §3): the status 'Pólizas vigentes' counts, as /cartera's Estado filter does. */
export const IN_FORCE = 0;
/** The chart's months, and as many before them for the same months a year earlier. */
const MONTHS = 12;

const round = (n: number | null | undefined) => Math.round((n ?? 0) * 100) / 100;

/** The period `months` before `period` (year × 100 + month). */
export function periodBefore(period: number, months: number): number {
  const index = Math.trunc(period / 100) * 12 + (period % 100) - 1 - months;
  return Math.trunc(index / 12) * 100 + (index % 12) + 1;
}

const firstDayOf = (period: number) => `${Math.trunc(period / 100)}-${String(period % 100).padStart(2, '0')}-01`;

/**
 * One producer's figures, each from the query its grid runs for its totals (the same WHERE, so the card and the
 * grid it links to cannot disagree): /cartera with Estado VIGENTE, /comisiones-pendientes, /deudores of the
 * latest period it accepts, with and without 'Ver sólo pólizas próximas a anularse', /rechazos of this month.
 */
export async function computeFigures(db: Db, producerId: number, version: number, day: string): Promise<q.NewFigures> {
  const scope = { producerIds: [producerId], codes: [], gridFilters: [] };
  const debtPeriod = lastDebtorPeriod(new Date(`${day}T15:00:00Z`));
  const thisMonth = periodOfDay(day);
  const [policies, pending, debt, aboutToBeCancelled, rejections, months] = await Promise.all([
    portfolioSums(db, { ...scope, estado: IN_FORCE }),
    q.pendingSums(db, producerId),
    debtorTotals(db, { ...scope, vigencia: debtPeriod, proximasAnularse: false }),
    debtorTotals(db, { ...scope, vigencia: debtPeriod, proximasAnularse: true }),
    rejectionTotals(db, { ...scope, fechaDesde: firstDayOf(thisMonth), fechaHasta: day }),
    q.settledByMonth(db, producerId, firstDayOf(periodBefore(thisMonth, 2 * MONTHS - 1))),
  ]);
  const byPeriod = new Map(months.map((m) => [m.period, round(m.amount)]));
  const settledByMonth = Array.from({ length: 2 * MONTHS }, (_, i) => {
    const period = periodBefore(thisMonth, 2 * MONTHS - 1 - i);
    return { period, amount: byPeriod.get(period) ?? 0 };
  });
  return {
    producerId,
    dataVersion: version,
    day,
    policies: policies.total,
    premium: round(policies.premium),
    premiumUsd: round(policies.premiumUsd),
    pendingCount: pending.count,
    pendingTotal: round(pending.total),
    debtPeriod,
    debt30: round(debt.expired30Days),
    debt60: round(debt.expired60Days),
    debt90: round(debt.expired90Days),
    debtOver90: round(debt.expiredMoreThan90Days),
    debtTotal: round(debt.outstandingBalance),
    aboutToBeCancelled: aboutToBeCancelled.total,
    rejections: rejections.total,
    rejectionsAmount: round(rejections.amount),
    settledByMonth,
  };
}

/** Refreshes in flight, per database: twenty requests finding the same stale figures compute them once. */
const inFlight = new WeakMap<Db, Map<number, Promise<q.StoredFigures>>>();

/**
 * Computes one producer's figures as of `version` and `day` and stores them, unless a refresh of that producer
 * is already running in this process (then its result is the answer).
 */
export function refreshFigures(db: Db, producerId: number, version: number, day: string): Promise<q.StoredFigures> {
  let running = inFlight.get(db);
  if (!running) inFlight.set(db, (running = new Map()));
  let refresh = running.get(producerId);
  if (!refresh) {
    refresh = computeFigures(db, producerId, version, day).then((figures) => q.saveFigures(db, figures));
    running.set(producerId, refresh);
    void refresh.finally(() => running.delete(producerId)).catch(() => undefined);
  }
  return refresh;
}

/** The job's sweep: every stored producer's figures that the data or the day left behind, computed again. */
export async function refreshStaleFigures(db: Db, now = new Date()): Promise<number> {
  const [version, day] = [await q.figuresVersion(db), todayInArgentina(now)];
  const stale = await q.staleProducers(db, version, day);
  for (const producerId of stale) await refreshFigures(db, producerId, version, day);
  return stale.length;
}

const isFresh = (row: q.StoredFigures, version: number, day: string) => row.dataVersion === version && row.day === day;

/** Called with a stale row's producer: its refresh, run after the answer, logged if it fails. */
export type StaleRefresh = (producerId: number, version: number, day: string) => void;

/**
 * The session's producers' figures and newest settlement. A stored row is answered as it is, fresh or not (the
 * card says how old it is): a stale one also starts its producer's refresh in the background, so the request
 * costs no aggregation and the next visit finds it fresh (the job refreshes the rest every 5 minutes). Only a
 * producer with no stored row yet (a first visit) waits for its figures to be computed.
 */
async function figuresOf(db: Db, producerIds: number[], day: string, onStale: StaleRefresh) {
  const stored = await q.storedFigures(db, producerIds);
  for (const { figures, currentVersion } of stored) {
    if (!isFresh(figures, currentVersion, day)) onStale(figures.producerId, currentVersion, day);
  }
  const missing = producerIds.filter((id) => !stored.some((r) => r.figures.producerId === id));
  if (missing.length === 0) return { rows: stored.map((r) => r.figures), latest: newest(stored.map((r) => r.latest)) };
  const version = await q.figuresVersion(db);
  const [computed, last] = await Promise.all([
    Promise.all(missing.map((id) => refreshFigures(db, id, version, day))),
    q.lastSettlement(db, producerIds),
  ]);
  return { rows: [...stored.map((r) => r.figures), ...computed], latest: last };
}

/** The newest of the producers' newest settlements, as /pagos-liquidaciones orders them: date, then id. */
function newest(settlements: (q.LatestSettlement | null)[]) {
  let found: q.LatestSettlement | null = null;
  for (const s of settlements) {
    if (s && (!found || s.fecha > found.fecha || (s.fecha === found.fecha && s.id > found.id))) found = s;
  }
  return found && { numero: found.numero, fecha: found.fecha, amount: found.amount };
}

/** Sums the figures of the session's producers (one, but for a producer with several records). */
function combined(rows: q.StoredFigures[]) {
  const total = (pick: (r: q.StoredFigures) => number) => round(rows.reduce((s, r) => s + pick(r), 0));
  const months = rows[0].settledByMonth.map((m, i) => ({
    period: m.period,
    amount: total((r) => r.settledByMonth[i]?.amount ?? 0),
  }));
  return {
    refreshedAt: new Date(Math.min(...rows.map((r) => r.refreshedAt.getTime()))),
    day: rows[0].day,
    debtPeriod: rows[0].debtPeriod,
    total,
    months,
  };
}

/**
 * GET api/dashboard: the session's producer's figures from the stored aggregate (a stale row is answered and
 * refreshed behind the answer, through `onStale`), the newest settlement read live.
 */
export async function dashboard(
  ctx: AppContext,
  session: Session,
  producerCuit: string | undefined,
  onStale: StaleRefresh,
): Promise<DashboardFigures> {
  if (producerCuit) assertCuitAccess(session, producerCuit);
  if (session.producerIds.length === 0) throw new AppError(403, messages.forbidden);
  const { db } = ctx.database;
  const day = todayInArgentina();
  const [{ rows, latest: last }, granted] = await Promise.all([
    figuresOf(db, session.producerIds, day, onStale),
    permissionsOf(db, session),
  ]);
  const c = combined(rows);
  const may = (permission: string) => granted.includes(permission);
  const thisMonth = periodOfDay(c.day);
  return {
    refreshedAt: c.refreshedAt.toISOString(),
    policies: may('BusquedaCartera')
      ? {
          count: c.total((r) => r.policies),
          premium: c.total((r) => r.premium),
          premiumUsd: c.total((r) => r.premiumUsd),
        }
      : null,
    pendingCommissions: may('ComisionesPendientes')
      ? { count: c.total((r) => r.pendingCount), total: c.total((r) => r.pendingTotal) }
      : null,
    lastSettlement: may('PagosYLiquidaciones')
      ? { latest: last && { numero: last.numero, fecha: last.fecha, amount: round(last.amount) } }
      : null,
    debt: may('DeudoresPremio')
      ? {
          period: c.debtPeriod,
          upTo30: c.total((r) => r.debt30),
          upTo60: c.total((r) => r.debt60),
          upTo90: c.total((r) => r.debt90),
          over90: c.total((r) => r.debtOver90),
          total: c.total((r) => r.debtTotal),
        }
      : null,
    aboutToBeCancelled: may('DeudoresPremio')
      ? { period: c.debtPeriod, count: c.total((r) => r.aboutToBeCancelled) }
      : null,
    rejections: may('RechazoMotivo')
      ? {
          from: firstDayOf(thisMonth),
          to: c.day,
          count: c.total((r) => r.rejections),
          amount: c.total((r) => r.rejectionsAmount),
        }
      : null,
    settledByMonth: may('PagosYLiquidaciones')
      ? c.months.slice(MONTHS).map((m, i) => ({ period: m.period, amount: m.amount, previousYear: c.months[i].amount }))
      : null,
  };
}
