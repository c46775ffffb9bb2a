/**
 * Dashboard benchmark (issue 39 §1), at the benchmark scale (SEED_SCALE 1000: 100,000 policies, 1,000,000
 * commission details): GET api/dashboard for the demo producer, 20 concurrent clients over real HTTP, p50/p99,
 * against its floor: the same figures read bare through the driver (the stored per-producer row with the tables'
 * version and the newest settlement, the statement the call runs). Also the time one refresh of the aggregate
 * takes (the job's, or the one a stale read starts behind its answer). Figures are printed, never asserted.
 * `BENCH_SCALE`, `BENCH_REQUESTS`, `BENCH_DRIVERS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { producers } from '../src/db/schema';
import { todayInArgentina } from '../src/lib/time-zone';
import { figuresVersion, storedFigures } from '../src/modules/dashboard/queries';
import { refreshFigures } from '../src/modules/dashboard/service';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';
import { againstFloor, benchDatabase, DRIVERS, getJson, type JsonAnswer, serveApi, signInDemo } from './support';

const SCALE = Number(process.env.BENCH_SCALE ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { db } = bench.database;
  try {
    await migrate(db, driver);
    const t0 = performance.now();
    await seedIfEmpty(db, { scale: SCALE, files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
    await db.execute(sql`vacuum analyze`);
    console.log(`seed (scale ${SCALE}) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const [demo] = await db.select().from(producers).where(eq(producers.cuit, '20172543597'));
    const day = todayInArgentina();

    const r0 = performance.now();
    const figures = await refreshFigures(db, demo.id, await figuresVersion(db), day);
    console.log(
      `one refresh of the demo producer's figures (${figures.policies.toLocaleString('es-AR')} policies in force, ` +
        `${figures.pendingCount.toLocaleString('es-AR')} pending commissions): ${(performance.now() - r0).toFixed(0)} ms`,
    );

    const api = await serveApi(bench);
    try {
      const { headers } = await signInDemo(api.address);
      const expectFigures = (r: JsonAnswer) => {
        if (r.status !== 200 || !(r.json() as { policies: unknown }).policies) throw new Error(`answered ${r.status}`);
      };
      const viaApi = (i: number) => getJson(`${api.at(i)}/api/dashboard`, headers).then(expectFigures);
      // The floor: the statement the call runs (the stored row, the tables' version, the newest settlement) bare.
      const bare = () => storedFigures(db, [demo.id]);
      await againstFloor(REQUESTS, 'dashboard', viaApi, bare, api);
    } finally {
      await api.close();
    }
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
