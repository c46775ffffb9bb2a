/**
 * Portfolio benchmark (issue 4 §4), on PGlite and on PostgreSQL (127.0.0.1:5432, a temporary database):
 * - portfolio search with 100,000 policies for the demo producer: page of 10, sorted, one grid filter,
 *   20 concurrent clients over real HTTP to the api on its own thread; p50/p99, against the same page fetched
 *   bare through the driver without the count (same concurrency) as the floor;
 * - export of the 100,000 rows: time to first byte, total time, peak RSS growth.
 * Figures are printed, never asserted. `BENCH_POLICIES`, `BENCH_REQUESTS`, `BENCH_DRIVERS` override.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import type { Driver } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { policies, producerCodes, producers } from '../src/db/schema';
import {
  portfolioCount,
  portfolioExportPages,
  portfolioPage,
  type PortfolioFilter,
} from '../src/modules/cartera/queries';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';
import { EXPORT_PAGE } from '../src/lib/xlsx-export';
import { seedPortfolio } from '../src/seed/cartera';
import { ensureReportSortIndexes } from '../src/report-sort-indexes';
import {
  againstFloor,
  benchDatabase,
  DRIVERS,
  exportLine,
  measureDownload,
  ourWriterAlone,
  postJson,
  serveApi,
  signInDemo,
  writerAlone,
} from './support';

const POLICIES = Number(process.env.BENCH_POLICIES ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

const sort = [{ field: 'issueDate', sort: 'desc' as const }];
/** The export's columns: text, an integer, a date and two summed amounts, as the grid sends them. */
const exportColumns = [
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Asegurado', field: 'recruiterName' },
  { title: 'DNI', field: 'recruiterDni' },
  { title: 'Producto', field: 'productDescription' },
  { title: 'Estado', field: 'status', format: 1 },
  { title: 'Emisión', field: 'issueDate', displayFormat: 4 },
  { title: 'Premio', field: 'premium', displayFormat: 5, summarize: true },
  { title: 'Comisión', field: 'reward', displayFormat: 5, summarize: true },
];
const gridFilters = [{ field: 'status', operator: '=', value: 0 }];
/** Pages spread over the first thousand results, the same sequence for every run. */
const offsetOf = (i: number) => ((i * 7919) % 100) * 10;

async function run(driver: Driver) {
  console.log(`\n=== ${driver} ===`);
  const bench = await benchDatabase(driver);
  const { database } = bench;
  try {
    await migrate(database.db, driver);
    const t0 = performance.now();
    await seedIfEmpty(database.db, { files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
    const [demo] = await database.db.select().from(producers).where(eq(producers.cuit, '20172543597'));
    const codes = await database.db.select().from(producerCodes).where(eq(producerCodes.producerId, demo.id));
    const [{ max }] = await database.db
      .select({ max: sql<number>`coalesce(max(${policies.id}), 0)::int` })
      .from(policies);
    await seedPortfolio(
      database.db,
      { producerId: demo.id, codes, policies: POLICIES - 100, firstNumber: 20_000_000 },
      max,
    );
    await ensureReportSortIndexes(database.db, driver);
    // As autovacuum leaves the tables after an import: statistics and the visibility map (index-only page ids).
    await database.db.execute(sql`vacuum analyze`);
    console.log(
      `seed: ${POLICIES.toLocaleString('es-AR')} policies (and their details) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const api = await serveApi(bench);
    const { address } = api;
    const { headers } = await signInDemo(address);

    const search = (i: number) =>
      postJson(`${api.at(i)}/api/portfolio/`, headers, { offset: offsetOf(i), next: 10, sort, gridFilters }).then(
        (r) => {
          const body = r.json() as { data: unknown[] };
          if (r.status !== 200 || body.data.length !== 10) throw new Error(`search answered ${r.status}`);
        },
      );
    // The floor (issue 8 §3): the same page of 10 rows fetched bare through the driver, without the count —
    // the api pays its count once per search (lib/count-once.ts), not per page.
    const filter: PortfolioFilter = { producerIds: [demo.id], codes: [], gridFilters };
    const check = await portfolioCount(database.db, filter);
    await againstFloor(
      REQUESTS,
      `portfolio search (${check.toLocaleString('es-AR')} matches)`,
      search,
      (i) => bench.query(portfolioPage(database.db, filter, sort, offsetOf(i), 10).toSQL()),
      api,
    );

    const xlsx = await measureDownload(() =>
      fetch(`${address}/api/portfolio/export`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          offset: 0,
          next: 10,
          sort,
          gridFilters: [],
          columns: exportColumns,
        }),
      }),
    );
    // The same rows in memory, written by ExcelJS alone: the floor of the export (issue 41 §1).
    const fields = exportColumns.map((c) => c.field);
    const all = await portfolioPage(
      database.db,
      { producerIds: [demo.id], codes: [], gridFilters: [] },
      sort,
      0,
      POLICIES,
    );
    // The pages alone, read one after the other as the export reads them: with the writer alone, what the export's
    // total is made of (it reads the next page while it writes one).
    const t1 = performance.now();
    const exportFilter = { producerIds: [demo.id], codes: [], gridFilters: [] };
    const exportPage = portfolioExportPages(database.db, exportFilter, sort);
    for (let offset = 0; ; offset += EXPORT_PAGE) {
      const rows = await exportPage(offset, EXPORT_PAGE, fields);
      if (rows.length < EXPORT_PAGE) break;
    }
    const pagesMs = performance.now() - t1;
    const alone = {
      exceljsMs: await writerAlone(all, fields),
      oursMs: await ourWriterAlone(all, exportColumns),
      pagesMs,
    };
    console.log(exportLine('export', all.length, xlsx, alone));
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
