/**
 * Quick-search benchmark (issue 39 §3), on PGlite and on PostgreSQL (127.0.0.1:5432, a temporary database):
 * the header's search over the demo producer's portfolio of BENCH_SCALE × 100 policies (100,000 by default),
 * 20 concurrent clients over real HTTP to the api on its own thread, p50/p99, against the floor: the same
 * statements run bare through the driver (the service's search without HTTP, session or validation). The queries cycle through what a producer types: the start of a policy
 * number, a DNI, a surname, a name without accents in either order, a name one letter off, three letters.
 * Figures are printed, never asserted. `BENCH_SCALE`, `BENCH_REQUESTS`, `BENCH_DRIVERS`, `BENCH_API_REPLICAS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import { foldForSearch } from '@portal/shared/contract/quick-search';
import type { Db, Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { policies, producerCodes, producers } from '../src/db/schema';
import { searchPolicies } from '../src/modules/quick-search/service';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';
import { DEMO_POLICIES_PER_SCALE, seedPortfolio } from '../src/seed/cartera';
import { againstFloor, benchDatabase, DRIVERS, getJson, serveApi, signInDemo } from './support';

const SCALE = Number(process.env.BENCH_SCALE ?? 1000);
const POLICIES = SCALE * DEMO_POLICIES_PER_SCALE;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
/** Api replicas measured on PostgreSQL, one run each (`1,2`: one process, then the production topology's two). */
const REPLICAS = (process.env.BENCH_API_REPLICAS ?? '1,2').split(',').map(Number);

/** What producers type, drawn from the seeded portfolio so that most queries find something. */
async function queriesOf(db: Db, producerId: number): Promise<string[]> {
  const sample = await db
    .select({
      number: policies.policyNumber,
      dni: policies.holderDni,
      last: policies.holderLastName,
      first: policies.holderFirstName,
    })
    .from(policies)
    .where(and(eq(policies.producerId, producerId), sql`${policies.id} % 997 = 0`))
    .limit(40);
  const plain = (s: string) => foldForSearch(s);
  // One letter changed inside the surname: the case the trigram threshold is set for.
  const typo = (s: string) => {
    const w = plain(s);
    const at = Math.floor(w.length / 2);
    return w.slice(0, at) + (w[at] === 'x' ? 'y' : 'x') + w.slice(at + 1);
  };
  return sample.flatMap((p) => [
    p.number.slice(0, -2),
    p.dni,
    plain(p.last),
    `${plain(p.last)} ${plain(p.first)}`,
    `${plain(p.first)} ${plain(p.last)}`,
    typo(p.last),
    plain(p.first).slice(0, 3),
  ]);
}

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { database } = bench;
  const { db } = database;
  try {
    await migrate(db, driver);
    const t0 = performance.now();
    await seedIfEmpty(db, { files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
    const [demo] = await db.select().from(producers).where(eq(producers.cuit, '20172543597'));
    const [{ owned }] = await db
      .select({ owned: sql<number>`count(*)::int` })
      .from(policies)
      .where(eq(policies.producerId, demo.id));
    if (owned < POLICIES) {
      const codes = await db.select().from(producerCodes).where(eq(producerCodes.producerId, demo.id));
      const [{ max }] = await db.select({ max: sql<number>`coalesce(max(${policies.id}), 0)::int` }).from(policies);
      await seedPortfolio(db, { producerId: demo.id, codes, policies: POLICIES - owned, firstNumber: 20_000_000 }, max);
    }
    await db.execute(sql`vacuum analyze policies, policy_holder_names`);
    console.log(
      `seed: ${POLICIES.toLocaleString('es-AR')} policies of the demo producer in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const queries = await queriesOf(db, demo.id);
    // The api as one process, and as the production topology's two replicas taken in turn (PostgreSQL only:
    // each PGlite worker holds its own copy of the database).
    for (const replicas of driver === 'postgres' ? REPLICAS : [1]) {
      const api = await serveApi(bench, { replicas });
      try {
        const { token } = await signInDemo(api.address);
        const headers = { authorization: `Bearer ${token}` };
        let empty = 0;
        let answered = 0;
        const viaApi = (i: number) =>
          getJson(
            `${api.at(i)}/api/cartera/quick-search?q=${encodeURIComponent(queries[i % queries.length])}`,
            headers,
          ).then((r) => {
            if (r.status !== 200) throw new Error(`quick search answered ${r.status}`);
            answered++;
            if (!(r.json() as { matches: unknown[] }).matches.length) empty++;
          });
        await againstFloor(
          REQUESTS,
          `quick search (${queries.length} queries in turn)`,
          viaApi,
          (i) => searchPolicies(db, [demo.id], queries[i % queries.length]),
          api,
        );
        console.log(`quick search: ${empty} of the api's ${answered} answers found nothing`);
      } finally {
        await api.close();
      }
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
