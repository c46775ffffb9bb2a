/**
 * The scheduled jobs as the cluster and load suites read them from the database (pg-boss's tables and the
 * portal's own), through the suite's query function.
 */
export type Rows = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Every scheduled job of the portal (api/src/modules/jobs/scheduler.ts and comunicacion/mail-job.ts). */
export const CRON_QUEUES = [
  'report-send',
  'debt-alerts',
  'audit-prune',
  'notification-generation',
  'communication-mail',
];
const BA_OFFSET_MS = 3 * 60 * 60 * 1000;
export const baToday = () => new Date(Date.now() - BA_OFFSET_MS).toISOString().slice(0, 10);

/** A notification definition (web and mail, to every producer) whose daily execution at this hour is due now. */
export async function insertDueNotification(
  rows: Rows,
  tag: string,
): Promise<{ processId: number; subject: string; description: string }> {
  const subject = `Aviso del cluster ${tag}`;
  const description = `cluster ${tag}`;
  const [definition] = await rows<{ id: number }>(
    `insert into notification_definitions (description, web_use, web_title, web_text, mail_use, mail_subject, mail_body, enabled)
     values ($1, true, $2, '<p>Texto</p>', true, $2, '<p>Cuerpo</p>', true) returning id`,
    [description, subject],
  );
  let [group] = await rows<{ id: number }>(`select id from producer_groups where kind = 'all' limit 1`);
  if (!group)
    [group] = await rows<{ id: number }>(
      `insert into producer_groups (description, kind) values ('Todos', 'all') returning id`,
    );
  await rows(`insert into notification_destinations (definition_id, group_id) values ($1, $2)`, [
    definition.id,
    group.id,
  ]);
  const hour = String(new Date(Date.now() - BA_OFFSET_MS).getUTCHours()).padStart(2, '0');
  const [process] = await rows<{ id: number }>(
    `insert into scheduler_processes (definition_id, period, executions, planned_at) values ($1, 0, $2, now() - interval '2 hours') returning id`,
    [definition.id, JSON.stringify([{ Hora: `${hour}:00`, DiaSemana: 0, DiaMes: 1, DiaFijo: null }])],
  );
  return { processId: process.id, subject, description };
}

export interface QueueRuns {
  /** Due times pg-boss filed since then (its '__pgboss__send-it' jobs, completed), and how many of them were distinct. */
  dueTimes: number;
  distinctDueTimes: number;
  /** Jobs of the queue itself: one per due time when no replica ran it twice. */
  jobs: number;
}

/**
 * Each cron queue's due times and jobs since `since`. pg-boss files each due time of a cron once (a
 * '__pgboss__send-it' job under the occurrence's singleton key and minute, whichever replica's monitor got
 * there first) and forwards it as one job of the queue.
 */
export async function cronRuns(
  rows: Rows,
  since: Date,
  queues = CRON_QUEUES,
  dueBy: 'created_on' | 'completed_on' = 'created_on',
): Promise<Record<string, QueueRuns>> {
  // dueBy 'completed_on': a due time filed just before `since` whose job is forwarded just after it counts on
  // both sides (the job is created while its '__pgboss__send-it' runs, before that completes).
  const due = await rows<{ name: string; n: number; distinct_n: number }>(
    `select data->>'name' as name, count(*)::int as n, count(distinct (singleton_key, singleton_on))::int as distinct_n
     from pgboss.job where name = '__pgboss__send-it' and ${dueBy} >= $1 and state = 'completed' group by 1`,
    [since],
  );
  const jobs = await rows<{ name: string; n: number }>(
    `select name, count(*)::int as n from pgboss.job where created_on >= $1 and name = any($2) group by 1`,
    [since, queues],
  );
  return Object.fromEntries(
    queues.map((q) => {
      const d = due.find((r) => r.name === q);
      return [
        q,
        { dueTimes: d?.n ?? 0, distinctDueTimes: d?.distinct_n ?? 0, jobs: jobs.find((r) => r.name === q)?.n ?? 0 },
      ];
    }),
  );
}
