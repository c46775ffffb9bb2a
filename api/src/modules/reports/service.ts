import type { ScheduleFilters } from '../../db/schema';
import { assertUserAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import * as q from './queries';

/** 001 §4 dialog defaults: weekly, Monday at 9, enabled, 60 days back. */
export const SCHEDULE_DEFAULTS = { period: 1, enabled: true, execution: [{ day: 1, hour: 9 }], days: 60 } as const;

/**
 * Whose schedules and views these are: the signed-in user's (a simulator acting for a producer keeps its
 * own), so one user never reads or overwrites another's.
 */
function ownerOf(session: Session, userId?: number): number {
  if (userId !== undefined && userId !== session.userId) assertUserAccess(session, userId);
  return session.userId;
}

export async function getReportScheduler(ctx: AppContext, session: Session, input: { UserId: number; UrlApi: string }) {
  const row = await q.findSchedule(ctx.database.db, ownerOf(session, input.UserId), input.UrlApi);
  if (!row) {
    return {
      period: SCHEDULE_DEFAULTS.period,
      enabled: SCHEDULE_DEFAULTS.enabled,
      execution: [...SCHEDULE_DEFAULTS.execution],
      filter: {
        fechaDesde: null,
        fechaHasta: null,
        dias: SCHEDULE_DEFAULTS.days,
        ramo: null,
        producto: null,
        poliza: null,
        certificado: null,
        producerIds: [],
        cores: [],
      },
      saved: false,
    };
  }
  const f = row.filters;
  return {
    period: row.period,
    enabled: row.enabled,
    execution: row.executions.map((e) => ({ day: e.Day, hour: e.Hour })),
    filter: {
      fechaDesde: f.FechaDesde,
      fechaHasta: f.FechaHasta,
      dias: f.Dias,
      ramo: f.Ramo,
      producto: f.Producto,
      poliza: f.Poliza,
      certificado: f.Certificado,
      producerIds: f.ProducerIds,
      cores: f.Cores,
    },
    saved: true,
  };
}

export interface SchedulePayload {
  UrlApi: string;
  UserId: number;
  Period: number;
  Enabled: boolean;
  Executions: { Day: number; Hour: number }[];
  Filters: ScheduleFilters;
}

/** Saves the schedule and tells the job scheduler, which (re)plans its sendings. */
export async function saveReportScheduler(
  ctx: AppContext,
  session: Session,
  input: SchedulePayload,
  validateProducers: (producerIds: string[]) => Promise<void>,
) {
  const userId = ownerOf(session, input.UserId);
  // The saved filters run later without the user: their producer codes are checked now, as a search's would be.
  await validateProducers(input.Filters.ProducerIds);
  const row = await q.upsertSchedule(ctx.database.db, {
    userId,
    urlApi: input.UrlApi,
    period: input.Period,
    enabled: input.Enabled,
    executions: dedupe(input.Executions),
    filters: input.Filters,
  });
  await ctx.scheduler?.planned(row);
  return { success: true as const, businessExceptions: [] };
}

function dedupe(executions: { Day: number; Hour: number }[]) {
  const seen = new Set<string>();
  return executions.filter((e) => {
    const key = `${e.Day}-${e.Hour}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function getLabelSection(ctx: AppContext, input: { Section: string; Type: string }) {
  const row = await q.findLabel(ctx.database.db, input.Section, input.Type, new Date());
  return { Text: row?.text ?? '' };
}

export async function getColumnView(ctx: AppContext, session: Session, report: string) {
  const row = await q.findColumnView(ctx.database.db, session.userId, report);
  return { report, columns: row?.columns ?? null };
}

export async function saveColumnView(
  ctx: AppContext,
  session: Session,
  input: { report: string; columns: { name: string; title: string; index: number; show: boolean }[] },
) {
  const columns = [...input.columns].sort((a, b) => a.index - b.index);
  await q.saveColumnView(ctx.database.db, session.userId, input.report, columns);
  return { success: true as const };
}
