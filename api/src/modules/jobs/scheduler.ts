import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { QueueCounts } from '../metrics/registry';
import type { AppContext } from '../../http/context';
import { TIME_ZONE } from '../../lib/time-zone';
import { COMMUNICATION_MAIL_QUEUE, startCommunicationMailJob } from '../comunicacion/mail-job';
import { pruneAuditTrail } from '../audit/retention';
import type { FileStore } from '../../lib/storage';
import { runDebtAlerts } from '../cobranzas/alerts';
import { refreshStaleFigures } from '../dashboard/service';
import { runDueExecutions, runExecution } from '../admin-content/notifications/generation';
import { sendNewsToAll } from '../admin-content/news/service';
import { enabledSchedules } from '../reports/queries';
import { cronLines, runScheduledReport } from './scheduled-reports';

export const REPORT_QUEUE = 'report-send';
/**
 * A sending whose replica stops beating for HEARTBEAT_SECONDS (it died: kill -9, lost machine) is failed
 * by the supervisor and retried, up to RETRY_LIMIT times, by whichever replica is alive.
 */
const HEARTBEAT_SECONDS = 10;
const QUEUE_OPTIONS = { heartbeatSeconds: HEARTBEAT_SECONDS, retryLimit: 3, retryDelay: 2, expireInSeconds: 15 * 60 };
/** The daily alert of policies about to be cancelled (issue 9 §2). */
export const DEBT_ALERT_QUEUE = 'debt-alerts';
/** Every day at 8, Buenos Aires time, before the producers' working day. */
const DEBT_ALERT_CRON = '0 8 * * *';
export const AUDIT_PRUNE_QUEUE = 'audit-prune';
/** The /home dashboard's aggregated figures (issue 39 §1): the stale ones computed again every 5 minutes. */
export const DASHBOARD_REFRESH_QUEUE = 'dashboard-refresh';
/** Notification generation (002 §2): a sweep every minute, and single executions queued by the dev route. */
export const NOTIFICATION_QUEUE = 'notification-generation';
/** A news notice sent by e-mail to all producers (002 §2): one job per sending. */
export const NEWS_QUEUE = 'news-send';
/** Executions per schedule at most (7 weekdays): the keys a schedule may have used. */
const MAX_EXECUTIONS = 7;

/**
 * Scheduled report sending on pg-boss (docs/adr/0010-jobs-on-pg-boss-and-one-mailer.md): one pg-boss schedule per execution of each saved
 * schedule (cron, Buenos Aires time), keyed by schedule and slot, so saving again replaces them and
 * several api replicas share one queue without sending twice. On PGlite pg-boss runs through its own
 * adapter on the same embedded database.
 */
export async function startScheduler(
  ctx: AppContext,
  files: FileStore,
  target: { pglite: PGlite } | { connectionString: string },
  log: FastifyBaseLogger,
  timing: { cronSeconds: number; superviseSeconds: number } = { cronSeconds: 30, superviseSeconds: 30 },
): Promise<NonNullable<AppContext['scheduler']> & { stop(): Promise<void>; queues(): Promise<QueueCounts[]> }> {
  // pg-boss is ESM-only: loaded with import(), which this CommonJS build keeps native.
  const { PgBoss: Boss, fromPglite } = await import('pg-boss');
  // Every replica runs the cron monitor: pg-boss files each due occurrence under one singleton key, so
  // two replicas make one job. A running job beats its heartbeat; when its replica dies the supervisor
  // (any replica) fails it after HEARTBEAT_SECONDS and it is retried, on whichever replica fetches it.
  const timers = {
    cronMonitorIntervalSeconds: timing.cronSeconds,
    cronWorkerIntervalSeconds: Math.min(timing.cronSeconds, 5),
    superviseIntervalSeconds: timing.superviseSeconds,
  };
  const boss: PgBoss =
    'pglite' in target
      ? new Boss({ db: fromPglite(target.pglite), backend: 'pglite', ...timers } as never)
      : new Boss({ connectionString: target.connectionString, ...timers });
  boss.on('error', (err) => log.error({ err }, 'pg-boss error'));
  await boss.start();
  await boss.createQueue(REPORT_QUEUE, QUEUE_OPTIONS).catch(() => undefined);
  await boss
    .updateQueue(REPORT_QUEUE, QUEUE_OPTIONS)
    .catch((err: unknown) => log.warn({ err }, 'pg-boss queue options not updated'));
  await boss.work<{ scheduleId: number; day: number }>(REPORT_QUEUE, async (jobs) => {
    // The job's id names its mail: a retry after a replica died mid-way does not mail twice.
    for (const job of jobs)
      await runScheduledReport(ctx, files, { ...job.data, mailKey: `${REPORT_QUEUE}:${job.id}` }, log);
  });

  // One pg-boss schedule for every process: pg-boss sends each cron tick once; the job's own unique key
  // (a producer, a day) makes a second run of the same day, from a retry or a manual trigger, a no-op.
  await boss.createQueue(DEBT_ALERT_QUEUE, QUEUE_OPTIONS).catch(() => undefined);
  await boss
    .updateQueue(DEBT_ALERT_QUEUE, QUEUE_OPTIONS)
    .catch((err: unknown) => log.warn({ err }, 'pg-boss queue options not updated'));
  await boss.work(DEBT_ALERT_QUEUE, async () => {
    const result = await runDebtAlerts(ctx);
    log.info(result, 'debt alerts run');
  });
  await boss.schedule(DEBT_ALERT_QUEUE, DEBT_ALERT_CRON, {}, { tz: TIME_ZONE });
  // The audit trail is kept AUDIT_RETENTION_DAYS; one replica prunes it every night.
  await boss.createQueue(AUDIT_PRUNE_QUEUE).catch(() => undefined);
  await boss.work(AUDIT_PRUNE_QUEUE, () => pruneAuditTrail(ctx.database.db));
  await boss.schedule(AUDIT_PRUNE_QUEUE, '30 3 * * *', {}, { tz: TIME_ZONE });
  // So a producer's next visit finds its figures ready after the data changed; a visit first refreshes its own.
  await boss.createQueue(DASHBOARD_REFRESH_QUEUE).catch(() => undefined);
  await boss.work(DASHBOARD_REFRESH_QUEUE, async () => {
    const refreshed = await refreshStaleFigures(ctx.database.db);
    if (refreshed) log.info({ refreshed }, 'dashboard figures refreshed');
  });
  await boss.schedule(DASHBOARD_REFRESH_QUEUE, '*/5 * * * *', {}, { tz: TIME_ZONE });
  // Every queue whose job writes mails or notifications beats and is retried on a surviving replica (a
  // generation or a communication is claimed in the transaction that writes its mails: a retry after a
  // crash finds it unclaimed; a news sending keys each mail by its job, so a retry mails the rest only).
  const retried = async (name: string) => {
    await boss.createQueue(name, QUEUE_OPTIONS).catch(() => undefined);
    await boss
      .updateQueue(name, QUEUE_OPTIONS)
      .catch((err: unknown) => log.warn({ err }, 'pg-boss queue options not updated'));
  };
  await retried(NOTIFICATION_QUEUE);
  await boss.work<{ processId?: number; slot?: string }>(NOTIFICATION_QUEUE, async (jobs) => {
    for (const job of jobs) {
      const { processId, slot } = job.data ?? {};
      const results =
        processId && slot ? [await runExecution(ctx, processId, new Date(slot))] : await runDueExecutions(ctx);
      for (const r of results) if (r.status === 'generated') log.info({ processId, ...r }, 'notifications generated');
    }
  });
  // pg-boss keeps one cron per name across replicas; each execution is claimed once whoever runs the sweep.
  await boss.schedule(NOTIFICATION_QUEUE, '* * * * *', {}, { tz: TIME_ZONE });
  // A sweep at start catches up an execution missed while no api ran.
  await boss.send(NOTIFICATION_QUEUE, {});

  await retried(NEWS_QUEUE);
  await boss.work<{ newsId: number }>(NEWS_QUEUE, async (jobs) => {
    for (const job of jobs) {
      const mails = await sendNewsToAll(ctx, job.data.newsId, `${NEWS_QUEUE}:${job.id}`);
      log.info({ newsId: job.data.newsId, mails }, 'news sent to all producers');
    }
  });

  const planned = async (schedule: {
    id: number;
    enabled: boolean;
    period: number;
    executions: { Day: number; Hour: number }[];
  }) => {
    for (let i = 0; i < MAX_EXECUTIONS; i++) await boss.unschedule(REPORT_QUEUE, `${schedule.id}.${i}`);
    if (!schedule.enabled) return;
    for (const run of cronLines(schedule)) {
      await boss.schedule(
        REPORT_QUEUE,
        run.cron,
        { scheduleId: schedule.id, day: run.day },
        { key: run.key, tz: TIME_ZONE },
      );
    }
  };
  // One sending now, through the same queue and worker as the cron ones (the local dev route).
  const runNow = (scheduleId: number) => boss.send(REPORT_QUEUE, { scheduleId });
  const runNotificationExecution = (processId: number, slot: Date) =>
    boss.send(NOTIFICATION_QUEUE, { processId, slot: slot.toISOString() });
  // Until the worker is done with one job of the notification queue (or the time is up): its final state.
  const notificationJobDone = async (jobId: string, timeoutMs = 20_000) => {
    for (const until = Date.now() + timeoutMs; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
      const job = await boss.getJobById(NOTIFICATION_QUEUE, jobId);
      if (job && ['completed', 'failed', 'cancelled'].includes(job.state)) return job.state;
    }
    return 'pending';
  };
  for (const schedule of await enabledSchedules(ctx.database.db)) await planned(schedule);
  const runDebtAlertsNow = () => boss.send(DEBT_ALERT_QUEUE, {});
  await retried(COMMUNICATION_MAIL_QUEUE);
  ctx.communicationMail = await startCommunicationMailJob(ctx, boss, log);
  const sendNewsToAllLater = (newsId: number) => boss.send(NEWS_QUEUE, { newsId });
  return {
    planned,
    runNow,
    runDebtAlertsNow,
    runNotificationExecution,
    notificationJobDone,
    sendNewsToAll: sendNewsToAllLater,
    // The counts pg-boss's monitor keeps in its queue table (one small query per scrape, no count of the jobs).
    queues: () => boss.getQueues(),
    stop: () => boss.stop({ graceful: true }),
  };
}
