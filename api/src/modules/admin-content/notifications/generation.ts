import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type ExecutionSlot,
  notificationDefinitions,
  notificationDestinations,
  notificationRuns,
  notifications,
  producerGroupMembers,
  producerGroups,
  producers,
  schedulerProcesses,
} from '../../../db/schema';
import type { AppContext } from '../../../http/context';
import { mailEach } from '../../../lib/mailer';
import { dayOf } from '../dates';
import * as q from './queries';

/** Buenos Aires is UTC−3 all year. */
const OFFSET_MS = 3 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The instant of hour `hour` of the Buenos Aires day 'YYYY-MM-DD'. */
function at(day: string, hour: number): Date {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + hour * HOUR_MS + OFFSET_MS);
}

/** The Buenos Aires calendar (weekday, day of month) of the day 'YYYY-MM-DD'. */
function calendar(day: string) {
  const d = new Date(`${day}T12:00:00.000Z`);
  return { weekday: d.getUTCDay(), monthDay: d.getUTCDate() };
}

function fixedDay(diaFijo: string | null): string | null {
  const m = diaFijo ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(diaFijo) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

/**
 * The latest instant at or before `now` when a process was due (002 §3 "Execution": daily at Hora,
 * weekly on DiaSemana, monthly on DiaMes, once on DiaFijo), or null when it never was.
 */
export function latestSlot(process: { period: number; executions: ExecutionSlot[] }, now: Date): Date | null {
  let best: Date | null = null;
  const consider = (slot: Date) => {
    if (slot.getTime() <= now.getTime() && (!best || slot > best)) best = slot;
  };
  const today = dayOf(now);
  for (const e of process.executions) {
    const hour = Number(e.Hora.slice(0, 2));
    if (process.period === 3) {
      const day = fixedDay(e.DiaFijo);
      if (day) consider(at(day, hour));
      continue;
    }
    // Looking back 62 days finds the last due day of any daily, weekly or monthly execution.
    for (let back = 0; back < 62; back++) {
      const day = new Date(Date.parse(`${today}T12:00:00.000Z`) - back * 24 * HOUR_MS).toISOString().slice(0, 10);
      const { weekday, monthDay } = calendar(day);
      const due =
        process.period === 0 ||
        (process.period === 1 && weekday === e.DiaSemana) ||
        (process.period === 2 && monthDay === e.DiaMes);
      if (!due) continue;
      const slot = at(day, hour);
      if (slot.getTime() <= now.getTime()) {
        consider(slot);
        break;
      }
    }
  }
  return best;
}

/**
 * The producers a definition reaches now: its producers and its groups' members (every producer for a
 * group of kind 'all'), never an EOS-only one. A condition on `producers`.
 */
function reaches(definitionId: number) {
  const ofDefinition = sql`${notificationDestinations.definitionId} = ${definitionId}`;
  return and(
    q.notEosOnly(),
    or(
      sql`exists (select 1 from ${notificationDestinations} where ${ofDefinition} and ${notificationDestinations.cuit} = ${producers.cuit})`,
      sql`exists (select 1 from ${notificationDestinations} inner join ${producerGroupMembers} on ${producerGroupMembers.groupId} = ${notificationDestinations.groupId}
        where ${ofDefinition} and ${producerGroupMembers.producerId} = ${producers.id})`,
      sql`exists (select 1 from ${notificationDestinations} inner join ${producerGroups} on ${producerGroups.id} = ${notificationDestinations.groupId}
        where ${ofDefinition} and ${producerGroups.kind} = 'all')`,
    ),
  );
}

export interface RunResult {
  status: 'generated' | 'already-ran' | 'skipped';
  notifications: number;
  mails: number;
}

/**
 * One execution (process, slot), exactly once: the run row is claimed first, in the same transaction as
 * everything it generates, so a second api process (or a second trigger) waits for the first and then
 * finds it taken, and a crash halfway leaves nothing behind — the execution is simply still due.
 */
export async function runExecution(ctx: AppContext, processId: number, slot: Date): Promise<RunResult> {
  const { db } = ctx.database;
  const result = await db.transaction(async (tx) => {
    const [claim] = await tx
      .insert(notificationRuns)
      .values({ processId, slot })
      .onConflictDoNothing({ target: [notificationRuns.processId, notificationRuns.slot] })
      .returning({ id: notificationRuns.id });
    if (!claim) return { status: 'already-ran' as const, notifications: 0, mails: 0 };
    const [row] = await tx
      .select({ process: schedulerProcesses, definition: notificationDefinitions })
      .from(schedulerProcesses)
      .innerJoin(notificationDefinitions, eq(notificationDefinitions.id, schedulerProcesses.definitionId))
      .where(eq(schedulerProcesses.id, processId))
      .limit(1);
    if (!row || !row.process.enabled || !row.definition.enabled)
      return { status: 'skipped' as const, notifications: 0, mails: 0 };
    const d = row.definition;
    const reached = reaches(d.id);
    let written = 0;
    if (d.webUse) {
      // Counted in the database: the ids of every producer reached need not travel to be counted.
      const inserted = await tx.execute(sql`
        with inserted as (
          insert into ${notifications} (cuit, definition_id, web_use, mail_use, web_title, web_text)
          select ${producers.cuit}, ${d.id}, true, ${d.mailUse}, ${d.webTitle ?? ''}, ${d.webText ?? ''}
          from ${producers} where ${reached}
          returning 1)
        select count(*)::int as n from inserted`);
      written = (inserted as unknown as { rows: { n: number }[] }).rows[0].n;
    }
    let mailed = 0;
    const { mailSubject: subject, mailBody: html } = d;
    if (d.mailUse && subject && html) {
      const text = htmlToText(html);
      mailed = await mailEach(
        ctx.mailer,
        tx as unknown as Db,
        (afterId, limit) =>
          tx
            .select({ id: producers.id, email: producers.email })
            .from(producers)
            .where(and(reached, gt(producers.id, afterId)))
            .orderBy(producers.id)
            .limit(limit),
        (to) => ({ to, subject, html, text }),
      );
    }
    await tx
      .update(notificationRuns)
      .set({ notifications: written, mails: mailed })
      .where(eq(notificationRuns.id, claim.id));
    return { status: 'generated' as const, notifications: written, mails: mailed };
  });
  return result;
}

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The job's sweep: for every enabled process of an enabled definition, its latest due execution, if it
 * came after the process was last planned — so an execution missed while no api ran is caught up once
 * (missed executions of one process collapse into the latest), and one already run is not run again.
 */
export async function runDueExecutions(ctx: AppContext, now = new Date()): Promise<RunResult[]> {
  const results: RunResult[] = [];
  for (const process of await q.findLiveProcesses(ctx.database.db)) {
    const slot = latestSlot(process, now);
    if (!slot || slot < process.plannedAt) continue;
    results.push(await runExecution(ctx, process.id, slot));
  }
  return results;
}
