/**
 * Current-account benchmark (issue 8 §3), on PGlite and on PostgreSQL, at the benchmark scale
 * (SEED_SCALE 1000: 1,000,000 commission-detail rows and 100,000 settlement movements for the demo producer):
 * - the commission-detail page of a settlement (10 rows, sorted, one grid filter) and the settlement-by-movement
 *   search (10 rows, sorted, one grid filter, with its sums), 20 concurrent clients over real HTTP, p50/p99,
 *   against the floor: the same 10 rows fetched bare through the driver, without the count;
 * - Liquidacion.xlsx of every movement: time to first byte, total time, peak RSS growth.
 * Figures are printed, never asserted. `BENCH_SCALE`, `BENCH_REQUESTS`, `BENCH_DRIVERS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { commissionDetails, producerCodes, producers, settlementMovements, settlementPayments } from '../src/db/schema';
import { movementPage } from '../src/modules/cuenta-corriente/liquidacion-queries';
import { commissionDetailPage } from '../src/modules/cuenta-corriente/pagos-liquidaciones-queries';
import { FolderFileStore } from '../src/lib/storage';
import { ensureReportSortIndexes } from '../src/report-sort-indexes';
import { seedIfEmpty } from '../src/seed';
import {
  againstFloor,
  benchDatabase,
  DRIVERS,
  type JsonAnswer,
  measureDownload,
  postJson,
  type ServedApi,
  serveApi,
  signInDemo,
} from './support';

const SCALE = Number(process.env.BENCH_SCALE ?? 1000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
/** Api replicas measured on PostgreSQL, one run each (e.g. `1,2`: one process, then the production topology's two). */
const REPLICAS = (process.env.BENCH_API_REPLICAS ?? '1').split(',').map(Number);
/** Pages of 10 spread over the first `pages` pages (at most 100: the first thousand rows), the same sequence every run. */
const offsetOf = (i: number, pages: number) => ((i * 7919) % Math.max(1, Math.min(100, Math.floor(pages)))) * 10;

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { db } = bench.database;
  try {
    await migrate(db, driver);
    const t0 = performance.now();
    await seedIfEmpty(db, { scale: SCALE, files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
    // The sort indexes the api builds at its start (PostgreSQL): its report pages are measured as production runs them.
    await ensureReportSortIndexes(db, driver);
    // As autovacuum leaves a table some time after an import: statistics, and the visibility map that lets the
    // search's totals read settlement_movements_totals_idx alone (an index-only scan).
    await db.execute(sql`vacuum analyze`);
    const [demo] = await db.select().from(producers).where(eq(producers.cuit, '20172543597'));
    const [{ details }] = await db.select({ details: count() }).from(commissionDetails);
    const [{ movements }] = await db
      .select({ movements: count() })
      .from(settlementMovements)
      .where(eq(settlementMovements.producerId, demo.id));
    console.log(
      `seed (scale ${SCALE}): ${details.toLocaleString('es-AR')} commission details, ${movements.toLocaleString('es-AR')} movements of the demo producer, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    async function pagesAgainstFloor(api: ServedApi) {
      const { headers } = await signInDemo(api.address);
      const expectPage = (r: JsonAnswer) => {
        const body = r.json() as { data: unknown[] };
        if (r.status !== 200 || body.data.length === 0) throw new Error(`answered ${r.status}`);
      };

      // Commission detail: one settlement of the demo producer, its 100 details, 10 a page.
      const [liq] = await db
        .select({ id: settlementPayments.id, numero: settlementPayments.numero })
        .from(settlementPayments)
        .where(and(eq(settlementPayments.producerId, demo.id), eq(settlementPayments.tipoRegistro, 2)))
        .limit(1);
      const detailFilter = [{ field: 'ComisionTotal', operator: '>', value: 0 }];
      const detail = (i: number) =>
        postJson(
          `${api.at(i)}/api/Settlement/DetalleComision?LiqNro=${liq.numero}&offset=${offsetOf(i, 10)}&pageSize=10&sort=FechaCobro&desc=true`,
          headers,
          detailFilter,
        ).then(expectPage);
      const detailSql = (i: number) =>
        commissionDetailPage(
          db,
          liq.id,
          detailFilter,
          [{ field: 'FechaCobro', sort: 'desc' }],
          offsetOf(i, 10),
          10,
        ).toSQL();
      await againstFloor(REQUESTS, 'commission detail', detail, (i) => bench.query(detailSql(i)), api);

      // Settlement by movement: every code of the demo producer, newest imputation first.
      const codes = (
        await db.select({ code: producerCodes.code }).from(producerCodes).where(eq(producerCodes.producerId, demo.id))
      ).map((c) => c.code);
      const sort = [{ field: 'imputationDate', sort: 'desc' as const }];
      const gridFilters = [{ field: 'commissionAmount', operator: '>', value: 0 }];
      const search = (i: number) =>
        postJson(`${api.at(i)}/api/settlement/`, headers, {
          producerId: codes,
          offset: offsetOf(i, movements / 20),
          next: 10,
          sort,
          gridFilters,
        }).then(expectPage);
      const movementSql = (i: number) =>
        movementPage(db, { producerIds: [demo.id], codes, gridFilters }, sort, offsetOf(i, movements / 20), 10).toSQL();
      await againstFloor(REQUESTS, 'settlement by movement', search, (i) => bench.query(movementSql(i)), api);
      return { headers, codes, sort };
    }

    // The api as one process, and as the production topology's two replicas taken in turn (PostgreSQL only:
    // each PGlite worker holds its own copy of the database).
    const replicaCounts = driver === 'postgres' ? REPLICAS : [1];
    let api = await serveApi(bench);
    let signedIn: Awaited<ReturnType<typeof pagesAgainstFloor>> | undefined;
    for (const replicas of replicaCounts) {
      if (api.replicas !== replicas) {
        await api.close();
        api = await serveApi(bench, { replicas });
      }
      signedIn = await pagesAgainstFloor(api);
    }
    const { headers, codes, sort } = signedIn!;

    const xlsx = await measureDownload(() =>
      fetch(`${api.address}/api/settlement/export`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          producerId: codes,
          offset: 0,
          next: 10,
          sort,
          gridFilters: [],
          columns: [
            { title: 'Póliza', field: 'policyId' },
            { title: 'Asegurado', field: 'recruiterName' },
            { title: 'Fecha de imputación', field: 'imputationDate', displayFormat: 4 },
            { title: 'Base de cálculo', field: 'baseCalculation', displayFormat: 5, summarize: true },
            { title: 'Comisión', field: 'commissionAmount', displayFormat: 5, summarize: true },
          ],
        }),
      }),
    );
    console.log(
      `Liquidacion.xlsx of ${movements.toLocaleString('es-AR')} rows: status ${xlsx.status}, ${(xlsx.bytes / 1024 / 1024).toFixed(1)} MB, ` +
        `first byte ${xlsx.ttfb.toFixed(0)} ms, total ${(xlsx.total / 1000).toFixed(1)} s, peak RSS growth ${(xlsx.rssGrowth / 1024 / 1024).toFixed(0)} MB`,
    );
    await api.close();
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
