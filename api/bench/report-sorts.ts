/**
 * Report searches by sort (issue 41 §1), on PostgreSQL at the benchmark scale: for every report search
 * (portfolio, pending commissions, payments and settlements, concepts, settlement by movement, commission
 * detail, debtors, rejections), its default sort and every sort its grid offers (each column, both ways),
 * the bare page of 10 as the api runs it: pages 1 to 10 and a deep page (a random offset past the tenth
 * page, the same every run). Prints, per sort, the PostgreSQL backend's CPU per page (its /proc stat: what
 * the page costs the machine, not what other work on a shared machine costs it), the slowest page's
 * latency run alone, and each report's count; then, for each report's default sort and its costliest
 * sort, 20 clients on pages 1–10 and deep pages: p50/p99 and machine CPU per page (againstFloor's
 * measure, bare only), and `EXPLAIN (ANALYZE, BUFFERS)` of the costliest case.
 *
 * `BENCH_SCALE` (1000), `BENCH_KEEP_DATABASE` (a database seeded once and reused), `BENCH_REPORTS`
 * (a comma list of report names), `BENCH_SORT_REPEAT` (rounds of the 11 pages per sort, 3) override.
 * Figures are printed, never asserted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { commissionDetails, premiumDebts, producerCodes, producers, settlementPayments } from '../src/db/schema';
import type { GridColumns, GridSortInput } from '../src/lib/grid-query';
import { FolderFileStore } from '../src/lib/storage';
import { portfolioColumns, portfolioCount, portfolioPage } from '../src/modules/cartera/queries';
import {
  debtorColumns,
  debtorPage,
  debtorTotals,
  rejectionColumns,
  rejectionPage,
  rejectionTotals,
} from '../src/modules/cobranzas/queries';
import {
  pendingColumns,
  pendingCount,
  pendingPage,
} from '../src/modules/cuenta-corriente/comisiones-pendientes-queries';
import {
  conceptColumns,
  conceptCount,
  conceptPage,
} from '../src/modules/cuenta-corriente/conceptos-a-facturar-queries';
import { movementColumns, movementPage, movementTotals } from '../src/modules/cuenta-corriente/liquidacion-queries';
import {
  commissionDetailColumns,
  commissionDetailPage,
  paymentColumns,
  paymentCount,
  paymentPage,
} from '../src/modules/cuenta-corriente/pagos-liquidaciones-queries';
import { ensureReportSortIndexes } from '../src/report-sort-indexes';
import { seedIfEmpty } from '../src/seed';
import { benchDatabase, CONCURRENCY, concurrently, percentile } from './support';

const SCALE = Number(process.env.BENCH_SCALE ?? 1000);
const REPEAT = Number(process.env.BENCH_SORT_REPEAT ?? 3);
const ONLY = process.env.BENCH_REPORTS?.split(',');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);

interface Statement {
  sql: string;
  params: unknown[];
}

interface Report {
  name: string;
  columns: GridColumns;
  /** The SQL of a page of `limit` rows at `offset` in `sort` ([] is the report's default sort). */
  page(sort: GridSortInput[], offset: number, limit: number): Statement;
  /** The search's count (and sums), as the api asks for it once per search. */
  count(): Promise<unknown>;
  total: number;
}

/** The PostgreSQL backend's CPU so far (user + system, ms; 10 ms ticks). */
function backendCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A deterministic random deep offset (a multiple of 10 past the tenth page), per report and sort. */
function deepOffset(total: number, seed: string): number {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  const pages = Math.floor((total - 1) / 10);
  return pages <= 10 ? pages * 10 : (10 + (h % (pages - 10))) * 10;
}

const sortsOf = (r: Report): { label: string; sort: GridSortInput[] }[] => [
  { label: 'default', sort: [] },
  ...Object.keys(r.columns).flatMap((field) =>
    (['asc', 'desc'] as const).map((dir) => ({ label: `${field} ${dir}`, sort: [{ field, sort: dir }] })),
  ),
];

async function reports(db: Db, scaleNote: (s: string) => void): Promise<Report[]> {
  const [demo] = await db.select().from(producers).where(eq(producers.cuit, '20172543597'));
  const producerIds = [demo.id];
  const codes = (
    await db.select({ code: producerCodes.code }).from(producerCodes).where(eq(producerCodes.producerId, demo.id))
  ).map((c) => c.code);
  const [{ period }] = await db
    .select({ period: sql<number>`max(${premiumDebts.yearMonth})` })
    .from(premiumDebts)
    .where(eq(premiumDebts.producerId, demo.id));
  const [liq] = await db
    .select({ id: commissionDetails.settlementId, n: count() })
    .from(commissionDetails)
    .innerJoin(settlementPayments, eq(settlementPayments.id, commissionDetails.settlementId))
    .where(and(eq(settlementPayments.producerId, demo.id), eq(settlementPayments.tipoRegistro, 2)))
    .groupBy(commissionDetails.settlementId)
    .orderBy(desc(count()))
    .limit(1);
  const portfolio = { producerIds, codes: [], gridFilters: [] };
  const rejection = { producerIds, codes, gridFilters: [] };
  const debtorAll = { producerIds, codes, vigencia: period, proximasAnularse: false, gridFilters: [] };
  const debtorSoon = { ...debtorAll, proximasAnularse: true };
  const pending = { producerIds, gridFilters: [] };
  const movement = { producerIds, codes, gridFilters: [] };
  const list: Omit<Report, 'total'>[] = [
    {
      name: 'portfolio',
      columns: portfolioColumns,
      page: (s, o, l) => portfolioPage(db, portfolio, s, o, l).toSQL(),
      count: () => portfolioCount(db, portfolio),
    },
    {
      name: 'pending commissions',
      columns: pendingColumns,
      page: (s, o, l) => pendingPage(db, pending, s, o, l).toSQL(),
      count: () => pendingCount(db, pending),
    },
    {
      name: 'payments and settlements',
      columns: paymentColumns,
      page: (s, o, l) => paymentPage(db, pending, s, o, l).toSQL(),
      count: () => paymentCount(db, pending),
    },
    {
      name: 'concepts',
      columns: conceptColumns,
      page: (s, o, l) => conceptPage(db, producerIds, [], s, o, l).toSQL(),
      count: () => conceptCount(db, producerIds, []),
    },
    {
      name: 'settlement by movement',
      columns: movementColumns,
      page: (s, o, l) => movementPage(db, movement, s, o, l).toSQL(),
      count: () => movementTotals(db, movement),
    },
    {
      name: 'commission detail',
      columns: commissionDetailColumns,
      page: (s, o, l) => commissionDetailPage(db, liq.id, [], s, o, l).toSQL(),
      count: async () => liq.n,
    },
    {
      name: 'debtors',
      columns: debtorColumns,
      page: (s, o, l) => debtorPage(db, debtorAll, s, o, l).toSQL(),
      count: () => debtorTotals(db, debtorAll),
    },
    {
      name: 'debtors (próximas a anularse)',
      columns: debtorColumns,
      page: (s, o, l) => debtorPage(db, debtorSoon, s, o, l).toSQL(),
      count: () => debtorTotals(db, debtorSoon),
    },
    {
      name: 'rejections',
      columns: rejectionColumns,
      page: (s, o, l) => rejectionPage(db, rejection, s, o, l).toSQL(),
      count: () => rejectionTotals(db, rejection),
    },
  ];
  const chosen = list.filter((r) => !ONLY || ONLY.some((o) => r.name.startsWith(o)));
  const out: Report[] = [];
  for (const r of chosen) {
    const counted = (await r.count()) as number | { total: number };
    const total = typeof counted === 'number' ? counted : Number(counted.total);
    out.push({ ...r, total });
  }
  scaleNote(out.map((r) => `${r.name} ${r.total.toLocaleString('es-AR')}`).join(', '));
  return out;
}

async function main() {
  const bench = await benchDatabase('postgres');
  const { db } = bench.database;
  const client = new Client({ connectionString: bench.url });
  await client.connect();
  // The backend alone does a page's work: a parallel sort's workers are other processes, whose CPU its
  // /proc stat would not count (and under 20 clients they only add processes to the same two cores).
  await client.query('set max_parallel_workers_per_gather = 0');
  try {
    await migrate(db, 'postgres');
    const t0 = performance.now();
    const seeded = await seedIfEmpty(db, {
      scale: SCALE,
      files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')),
    });
    if (seeded) console.log(`seeded at scale ${SCALE} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = performance.now();
    const created = await ensureReportSortIndexes(db, 'postgres');
    if (created) console.log(`${created} sort indexes built in ${((performance.now() - t1) / 1000).toFixed(1)} s`);
    // As autovacuum leaves the tables after an import: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
    console.log(
      `load: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const list = await reports(db, (s) => console.log(`rows of the demo producer's searches: ${s}`));
    const pid = Number((await client.query('select pg_backend_pid() as pid')).rows[0].pid);
    const run = (s: Statement) => client.query(s.sql, s.params);

    const worst: { report: Report; label: string; sort: GridSortInput[]; cpu: number }[] = [];
    for (const report of list) {
      // The count, once per search (docs/adr/0005): its cost beside a page's.
      const c0 = backendCpuMs(pid);
      const tc = performance.now();
      const countClient = report.count();
      await countClient;
      console.log(
        `\n${report.name}: ${report.total.toLocaleString('es-AR')} rows; the count (and sums) once ${(performance.now() - tc).toFixed(1)} ms (the api's connection; backend CPU here ${backendCpuMs(pid) - c0} ms, not this connection's)`,
      );
      const rows: { label: string; cpu: number; slowest: number; deep: number }[] = [];
      for (const { label, sort } of sortsOf(report)) {
        const deep = deepOffset(report.total, `${report.name}|${label}`);
        const offsets = [...Array.from({ length: 10 }, (_, i) => i * 10), deep];
        for (const o of offsets) await run(report.page(sort, o, 10)); // warm: plans, buffers
        const before = backendCpuMs(pid);
        let slowest = 0;
        for (let r = 0; r < REPEAT; r++)
          for (const o of offsets) {
            const t = performance.now();
            await run(report.page(sort, o, 10));
            slowest = Math.max(slowest, performance.now() - t);
          }
        const cpu = (backendCpuMs(pid) - before) / (REPEAT * offsets.length);
        rows.push({ label, cpu, slowest, deep });
      }
      rows.sort((a, b) => b.cpu - a.cpu);
      const over = rows.filter((r) => r.cpu > 5);
      const def = rows.find((r) => r.label === 'default')!;
      console.log(
        `${report.name}: ${rows.length} sorts; backend CPU per page: default ${def.cpu.toFixed(2)} ms, max ${rows[0].cpu.toFixed(2)} ms (${rows[0].label}), ` +
          `median ${rows[Math.floor(rows.length / 2)].cpu.toFixed(2)} ms; ${over.length} sorts over 5 ms${over.length ? `: ${over.map((r) => `${r.label} ${r.cpu.toFixed(1)}`).join(', ')}` : ''}`,
      );
      console.log(
        `  costliest five: ${rows
          .slice(0, 5)
          .map(
            (r) => `${r.label} ${r.cpu.toFixed(2)} ms (slowest page ${r.slowest.toFixed(1)} ms, deep offset ${r.deep})`,
          )
          .join('; ')}`,
      );
      worst.push({ report, label: 'default', sort: [], cpu: def.cpu });
      if (rows[0].label !== 'default')
        worst.push({
          report,
          label: rows[0].label,
          sort: sortsOf(report).find((s) => s.label === rows[0].label)!.sort,
          cpu: rows[0].cpu,
        });
    }

    // 20 clients: each report's default sort and its costliest, pages 1–10 and deep pages in turn.
    console.log(`\n${CONCURRENCY} clients, bare pages (1–10 and deep ones in turn), ${REQUESTS} requests each:`);
    for (const w of worst) {
      const deep = (i: number) => deepOffset(w.report.total, `${w.report.name}|${w.label}|${i}`);
      const offset = (i: number) => (i % 11 === 10 ? deep(i) : (i % 11) * 10);
      await concurrently(200, (i) => bench.query(w.report.page(w.sort, offset(i), 10)).then(() => undefined));
      const m0 = machineCpuMs();
      const times = await concurrently(REQUESTS, (i) =>
        bench.query(w.report.page(w.sort, offset(i), 10)).then(() => undefined),
      );
      const machine = (machineCpuMs() - m0) / REQUESTS;
      console.log(
        `  ${w.report.name}, ${w.label}: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, machine CPU per page ${machine.toFixed(2)} ms (load ${os.loadavg()[0].toFixed(2)})`,
      );
    }

    const costliest = worst.sort((a, b) => b.cpu - a.cpu)[0];
    if (costliest) {
      const s = costliest.report.page(
        costliest.sort,
        deepOffset(costliest.report.total, `${costliest.report.name}|${costliest.label}`),
        10,
      );
      const plan = await client.query(`explain (analyze, buffers) ${s.sql}`, s.params);
      console.log(
        `\nEXPLAIN (ANALYZE, BUFFERS) of the costliest case, ${costliest.report.name} sorted by ${costliest.label}, its deep page:\n${s.sql}\n${plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n')}`,
      );
    }
  } finally {
    await client.end();
    await bench.close();
  }
}

/** CPU time the whole machine has spent so far, in ms (/proc/stat; 10 ms ticks). */
function machineCpuMs(): number {
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return (ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]) * 10;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
