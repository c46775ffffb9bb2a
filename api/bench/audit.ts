/**
 * Audit-trail benchmark (issue 12 §4):
 * - what recording costs: an authenticated call (the menu permissions, `login/getroles`) at 20 concurrent
 *   clients over real HTTP with the audit trail on and off, p50/p99 and their ratio (target ≤ 1.10), on
 *   each driver;
 * - an audit page (10 rows, one user, one month, newest first, with its total) among 1,000,000 action records,
 *   20 concurrent clients through the service /auditoria-productor calls, p50/p99, on PostgreSQL.
 * Figures are printed, never asserted. `BENCH_REQUESTS`, `BENCH_DRIVERS`, `BENCH_AUDIT_ROWS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { actions } from '../src/modules/audit/service';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';
import { benchDatabase, CONCURRENCY, concurrently, DRIVERS, JWT_SECRET, latency, ratio, signInDemo } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const AUDIT_ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
/** Users the generated actions are spread over: one user's month is about AUDIT_ROWS / USERS / 13 rows. */
const USERS = 200;

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { db } = bench.database;
  try {
    await migrate(db, driver);
    await seedIfEmpty(db, { files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });

    const measure = async (audit: boolean) => {
      const app = await buildApp({
        database: bench.database,
        config: { corsOrigins: [], bodyLimit: 1024 * 1024, jwtSecret: JWT_SECRET },
        audit,
      });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      app.server.keepAliveTimeout = 600_000;
      const { token, userId } = await signInDemo(address);
      const headers = { authorization: `Bearer ${token}` };
      const call = async () => {
        const r = await fetch(`${address}/api/login/getroles?userId=${userId}`, { headers });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`getroles answered ${r.status}`);
      };
      await concurrently(200, call); // warm-up
      const times = await concurrently(REQUESTS, call);
      await app.close(); // writes out the recorder's last batch
      return times;
    };
    // Interleaved off/on/off/on so a drift of the machine does not favour one side.
    const off: number[] = [];
    const on: number[] = [];
    for (let round = 0; round < 2; round++) {
      off.push(...(await measure(false)));
      on.push(...(await measure(true)));
    }
    off.sort((a, b) => a - b);
    on.sort((a, b) => a - b);
    console.log(
      `authenticated call (login/getroles, ${2 * REQUESTS} requests, ${CONCURRENCY} clients): audit off ${latency(off)}; on ${latency(on)}; ratio on / off: ${ratio(on, off)}`,
    );

    if (driver === 'postgres') await auditPage(bench.database.db);
  } finally {
    await bench.close();
  }
}

/** AUDIT_ROWS actions over USERS users and the last 13 months, then one user's month, page after page. */
async function auditPage(db: Awaited<ReturnType<typeof benchDatabase>>['database']['db']) {
  const t0 = performance.now();
  await db.execute(sql`
    insert into audit_actions (created_at, user_id, user_name, cuit, application, url, action, function, status_code, duration_ms)
    select now() - (g % 395) * interval '1 day' - (g % 86400) * interval '1 second',
           1000 + g % ${USERS}, 'usuario' || (g % ${USERS}), lpad((20000000000 + g % ${USERS})::text, 11, '0'),
           'Life', '/api/portfolio/', 'POST', 'portfolio/', 200, 12
    from generate_series(1, ${AUDIT_ROWS}) g`);
  await db.execute(sql`analyze audit_actions`);
  console.log(
    `${AUDIT_ROWS.toLocaleString('es-AR')} action records written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const ymd = (d: Date) => d.toISOString().slice(0, 10);
  const to = ymd(new Date());
  const from = ymd(new Date(Date.now() - 30 * 86_400_000));
  let total = 0;
  const page = async (i: number) => {
    // The query as the contract hands it to the service: whole days, both included.
    const query = { userId: 1000 + (i % USERS), cuit: undefined, from, to, offset: (i % 5) * 10, next: 10 };
    total = (await actions(db, query as Parameters<typeof actions>[1])).total;
  };
  await concurrently(100, page);
  const times = await concurrently(REQUESTS / 2, page);
  console.log(
    `audit page (10 rows, one user, ${from} to ${to}: ${total.toLocaleString('es-AR')} of its records, ${CONCURRENCY} clients): ${latency(times)}`,
  );
}

async function main() {
  for (const driver of DRIVERS) await run(driver);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
