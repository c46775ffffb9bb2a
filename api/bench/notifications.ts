/**
 * Notification-generation benchmark (issue 11 §5), on PGlite and on PostgreSQL: one execution of a definition
 * addressed to every producer (web and e-mail) at 10,000 producers, run as in production — queued on the
 * notification-generation job (pg-boss) through the dev trigger and worked by this process —, with its
 * duration, rows written per second (notifications and outbox mails), peak RSS growth, and the bell's
 * `notificationsearch` p50/p99 for the demo producer from 20 concurrent clients while it runs.
 * Figures are printed, never asserted. `BENCH_PRODUCERS`, `BENCH_DRIVERS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import {
  notificationDefinitions,
  notificationDestinations,
  notifications,
  outbox,
  producerGroups,
  producers,
  schedulerProcesses,
} from '../src/db/schema';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';
import { benchDatabase, CONCURRENCY, DRIVERS, JWT_SECRET, latency, signInDemo } from './support';

const PRODUCERS = Number(process.env.BENCH_PRODUCERS ?? 10_000);
const DESCRIPTION = 'Bench: aviso a todos los productores';

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { db } = bench.database;
  try {
    await migrate(db, driver);
    await seedIfEmpty(db, { files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
    const [{ seeded }] = await db.select({ seeded: count() }).from(producers);
    const extra = Math.max(0, PRODUCERS - seeded);
    await db.execute(sql`
      insert into producers (cuit, name, last_name, email)
      select lpad((90000000000 + g)::text, 11, '0'), 'Productor', 'Bench ' || g, 'productor' || g || '@bench.example'
      from generate_series(1, ${extra}) g`);
    const [{ total }] = await db.select({ total: count() }).from(producers);
    const [all] = await db
      .select({ id: producerGroups.id })
      .from(producerGroups)
      .where(eq(producerGroups.kind, 'all'))
      .limit(1);
    const [definition] = await db
      .insert(notificationDefinitions)
      .values({
        description: DESCRIPTION,
        webUse: true,
        webTitle: 'Novedades del mes',
        webText: '<p>Ya están disponibles las novedades del mes en el portal.</p>',
        mailUse: true,
        mailSubject: 'Novedades del mes',
        mailBody: '<p>Ya están disponibles las novedades del mes en el portal.</p>',
        enabled: true,
      })
      .returning({ id: notificationDefinitions.id });
    await db.insert(notificationDestinations).values({ definitionId: definition.id, groupId: all.id });
    // Daily at 00:00, planned yesterday: today's execution is due.
    await db.insert(schedulerProcesses).values({
      definitionId: definition.id,
      period: 0,
      executions: [{ Hora: '00:00', DiaSemana: 0, DiaMes: 1, DiaFijo: null }],
      plannedAt: new Date(Date.now() - 2 * 86_400_000),
    });
    await db.execute(sql`analyze`);

    const app = await buildApp({
      database: bench.database,
      config: { corsOrigins: [], bodyLimit: 1024 * 1024, jwtSecret: JWT_SECRET },
      jobs: true,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    app.server.keepAliveTimeout = 600_000;
    const { token } = await signInDemo(address);
    const bell = async () => {
      const r = await fetch(`${address}/api/notification/notificationsearch?CUIT=20172543597&Nuevos=true`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`notificationsearch answered ${r.status}`);
    };
    for (let i = 0; i < 40; i++) await bell(); // warm-up

    const [before] = await db.select({ mails: count() }).from(outbox);
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    let running = true;
    const bellTimes: number[] = [];
    const clients = Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (running) {
          const t = performance.now();
          await bell();
          bellTimes.push(performance.now() - t);
        }
      }),
    );
    const t0 = performance.now();
    const trigger = await fetch(`${address}/dev/notifications/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ description: DESCRIPTION }),
    });
    const answer = (await trigger.json()) as { jobs: { state: string }[] };
    const seconds = (performance.now() - t0) / 1000;
    running = false;
    await clients;
    clearInterval(sampler);
    const [{ written }] = await db
      .select({ written: count() })
      .from(notifications)
      .where(eq(notifications.definitionId, definition.id));
    const [after] = await db.select({ mails: count() }).from(outbox);
    const mails = after.mails - before.mails;
    console.log(
      `generation for ${total.toLocaleString('es-AR')} producers (${answer.jobs.map((j) => j.state).join(', ')}): ${written.toLocaleString('es-AR')} notifications and ` +
        `${mails.toLocaleString('es-AR')} mails in ${seconds.toFixed(1)} s (${Math.round((written + mails) / seconds).toLocaleString('es-AR')} rows/s), peak RSS growth ${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB`,
    );
    bellTimes.sort((a, b) => a - b);
    console.log(
      `the bell's notificationsearch meanwhile (${bellTimes.length} requests, ${CONCURRENCY} clients): ${latency(bellTimes)}`,
    );
    await app.close();
  } finally {
    await bench.close();
  }
}

async function main() {
  for (const driver of DRIVERS) await run(driver);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
