import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../http/context';
import type { FileStore } from '../files/storage';
import { enabledSchedules } from '../reports/queries';
import { cronLines, runScheduledReport, TIME_ZONE } from './scheduled-reports';

export const REPORT_QUEUE = 'report-send';
/** Executions per schedule at most (7 weekdays): the keys a schedule may have used. */
const MAX_EXECUTIONS = 7;

/**
 * Scheduled report sending on pg-boss (DESIGN.md §6): one pg-boss schedule per execution of each saved
 * schedule (cron, Buenos Aires time), keyed by schedule and slot, so saving again replaces them and
 * several api replicas share one queue without sending twice. On PGlite pg-boss runs through its own
 * adapter on the same embedded database.
 */
export async function startScheduler(
  ctx: AppContext,
  files: FileStore,
  target: { pglite: PGlite } | { connectionString: string },
  log: FastifyBaseLogger,
): Promise<NonNullable<AppContext['scheduler']> & { stop(): Promise<void> }> {
  // pg-boss is ESM-only: loaded with import(), which this CommonJS build keeps native.
  const { PgBoss: Boss, fromPglite } = await import('pg-boss');
  const boss: PgBoss =
    'pglite' in target ? new Boss({ db: fromPglite(target.pglite), backend: 'pglite' } as never) : new Boss({ connectionString: target.connectionString });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(REPORT_QUEUE).catch(() => undefined);
  await boss.work<{ scheduleId: number; day: number }>(REPORT_QUEUE, async (jobs) => {
    for (const job of jobs) await runScheduledReport(ctx, files, job.data, log);
  });

  const planned = async (schedule: { id: number; enabled: boolean; period: number; executions: { Day: number; Hour: number }[] }) => {
    for (let i = 0; i < MAX_EXECUTIONS; i++) await boss.unschedule(REPORT_QUEUE, `${schedule.id}.${i}`);
    if (!schedule.enabled) return;
    for (const run of cronLines(schedule)) {
      await boss.schedule(REPORT_QUEUE, run.cron, { scheduleId: schedule.id, day: run.day }, { key: run.key, tz: TIME_ZONE });
    }
  };
  // One sending now, through the same queue and worker as the cron ones (the local dev route).
  const runNow = (scheduleId: number) => boss.send(REPORT_QUEUE, { scheduleId });
  for (const schedule of await enabledSchedules(ctx.database.db)) await planned(schedule);
  return { planned, runNow, stop: () => boss.stop({ graceful: true }) };
}
