/**
 * What the api benchmarks share: a database per driver (PGlite in memory, or a temporary PostgreSQL
 * database on 127.0.0.1:5432 dropped afterwards), clients running concurrently, percentiles, and a page
 * run bare through the driver as the floor the api is measured against.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { Pool } from 'pg';
import { type Database, type Driver, openDatabase } from '../src/db/client';
import { createXlsxExport, EXPORT_PAGE, type ExportColumnDef } from '../src/lib/xlsx-export';
import { databaseUrl, withAdmin } from '../src/testing/templates';
import { threadCpuMs } from './thread-cpu';

export const CONCURRENCY = 20;
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
export const JWT_SECRET = 'bench-secret-of-at-least-thirty-two-chars';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const latency = (t: number[]) =>
  `p50 ${percentile(t, 50).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms`;
export const ratio = (api: number[], bare: number[]) =>
  `p50 ${(percentile(api, 50) / percentile(bare, 50)).toFixed(2)}, p99 ${(percentile(api, 99) / percentile(bare, 99)).toFixed(2)}`;

/** `total` units of work over CONCURRENCY clients; the sorted durations. */
export async function concurrently(total: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < total) {
        const i = next++;
        const start = performance.now();
        await work(i);
        times.push(performance.now() - start);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/** CPU time the whole machine has spent so far, in ms (/proc/stat: user, nice, system, irq, softirq; 10 ms ticks). */
function machineCpuMs(): number {
  if (!fs.existsSync('/proc/stat')) return 0;
  const ticks = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number);
  return (ticks[0] + ticks[1] + ticks[2] + ticks[5] + ticks[6]) * 10;
}

/** CPU time of this process's main thread, where the clients run, ms. */
const clientsThreadCpuMs = () => threadCpuMs(`/proc/self/task/${process.pid}/stat`);

interface CpuSpent {
  machine: number;
  process: number;
  clients: number;
  api: number;
}

/** Runs `work` and adds what it cost (ms of CPU: the machine's, this process's, its clients' thread's, the api's threads') to `spent`. */
async function measuringCpu<T>(spent: CpuSpent, served: ServedApi | undefined, work: () => Promise<T>): Promise<T> {
  const before = {
    machine: machineCpuMs(),
    own: process.cpuUsage(),
    clients: clientsThreadCpuMs(),
    api: (await served?.cpuMs()) ?? 0,
  };
  const result = await work();
  const own = process.cpuUsage(before.own);
  spent.machine += machineCpuMs() - before.machine;
  spent.process += (own.user + own.system) / 1000;
  spent.clients += clientsThreadCpuMs() - before.clients;
  spent.api += ((await served?.cpuMs()) ?? 0) - before.api;
  return result;
}

/**
 * Requests run before a page is timed, through the api and bare alike. V8 optimises a server's hot code over its
 * first few thousand requests, compiling on background threads; with 40 requests of warm-up that compilation and
 * its garbage were inside the timed phase (2026-11-27, commission detail: 1.17 ms of machine CPU a request via
 * the api, 0.30 of it on V8's background threads, against 0.67 and 0.09 after 2,000), which a running server
 * pays once, not per page.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
/**
 * The api and the floor are timed in turns, ROUNDS blocks of each, so that a change in what else the machine is
 * doing during a run weighs on both sides of the ratio, not on one.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/**
 * A page through the api against its floor, the same rows fetched bare through the driver without the
 * count: `requests` of each over CONCURRENCY clients, after a warm-up, in alternating blocks; prints both
 * latencies, their ratio and the CPU each costs.
 */
export async function againstFloor(
  requests: number,
  name: string,
  viaApi: (i: number) => Promise<void>,
  bare: (i: number) => Promise<unknown>,
  served?: ServedApi,
) {
  const floorPage = async (i: number) => void (await bare(i));
  await concurrently(WARMUP, viaApi);
  await concurrently(WARMUP, floorPage);
  const block = Math.ceil(requests / ROUNDS);
  const api: number[] = [];
  const floor: number[] = [];
  const apiCpu: CpuSpent = { machine: 0, process: 0, clients: 0, api: 0 };
  const bareCpu: CpuSpent = { machine: 0, process: 0, clients: 0, api: 0 };
  for (let round = 0; round < ROUNDS; round++) {
    // The api thread's CPU profile (BENCH_PROFILE) covers the first api block.
    if (round === 0) await served?.profile(true);
    api.push(...(await measuringCpu(apiCpu, served, () => concurrently(block, (i) => viaApi(round * block + i)))));
    if (round === 0) await served?.profile(false);
    floor.push(
      ...(await measuringCpu(bareCpu, undefined, () => concurrently(block, (i) => floorPage(round * block + i)))),
    );
  }
  api.sort((a, b) => a - b);
  floor.sort((a, b) => a - b);
  const n = block * ROUNDS;
  const per = (ms: number) => (ms / n).toFixed(2);
  // On a machine of few cores the latencies follow the CPU each request costs all of it: the benchmark's clients,
  // the api (its thread, and this process's other threads: V8's compilers and garbage collector) and PostgreSQL (most of the rest).
  const apiThreads = served
    ? `, the api's thread${served.replicas > 1 ? 's' : ''} ${per(apiCpu.api)}, its other threads ${per(apiCpu.process - apiCpu.clients - apiCpu.api)}`
    : '';
  console.log(
    `${name}: machine CPU per request ${per(apiCpu.machine)} ms via api (this process ${per(apiCpu.process)}: the clients' thread ${per(apiCpu.clients)}${apiThreads}), ` +
      `${per(bareCpu.machine)} ms bare (this process ${per(bareCpu.process)}: the clients' thread ${per(bareCpu.clients)})`,
  );
  const via = served && served.replicas > 1 ? ` (${served.replicas} replicas in turn)` : '';
  console.log(
    `${name} via api${via} (${n} requests in ${ROUNDS} blocks, ${CONCURRENCY} clients, after ${WARMUP} of warm-up): ${latency(api)}`,
  );
  console.log(`${name} bare page, no count: ${latency(floor)}; ratio api / floor: ${ratio(api, floor)}`);
}

/** Signs the demo producer in through the api: its JSON headers with the bearer token, and the sign-in's answer. */
export async function signInDemo(address: string) {
  const login = await fetch(`${address}/security/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Username: '20172543597', Password: 'Demo1234' }),
  });
  const body = (await login.json()) as { authenticationResult: { token: string }; user: { id: number } };
  const token = body.authenticationResult.token;
  return {
    token,
    userId: body.user?.id,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  };
}

export interface BenchDatabase {
  database: Database;
  /** The PostgreSQL database's URL (PostgreSQL only): what another thread connects to. */
  url?: string;
  /** Runs one statement bare through the driver (the floor). */
  query(statement: { sql: string; params: unknown[] }): Promise<unknown>;
  close(): Promise<void>;
}

export async function benchDatabase(driver: Driver): Promise<BenchDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, query: (s) => database.pglite!.query(s.sql, s.params), close: () => database.close() };
  }
  // BENCH_KEEP_DATABASE names a database kept between runs: seeded once (the benchmark scale takes minutes),
  // then reused as it is by the runs that follow.
  const kept = process.env.BENCH_KEEP_DATABASE;
  const name = kept ?? `portal_bench_${randomBytes(4).toString('hex')}`;
  if (
    !kept ||
    !(await withAdmin(ADMIN_URL, (admin) => admin.query('select 1 from pg_database where datname = $1', [kept])))
      .rowCount
  )
    await withAdmin(ADMIN_URL, (admin) => admin.query(`create database ${name}`));
  const url = databaseUrl(ADMIN_URL, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const pool = new Pool({ connectionString: url, max: 10 });
  // pool.end() resolves before its clients' sockets have closed: the drop below (`with (force)`) can still reach one,
  // whose error, unheard, ended the run after its figures and stopped `pnpm bench` there.
  pool.on('error', () => undefined);
  return {
    database,
    url,
    query: (s) => pool.query(s.sql, s.params),
    close: async () => {
      await pool.end();
      await database.close();
      if (!kept) await withAdmin(ADMIN_URL, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export interface ServedApi {
  /** http://127.0.0.1:port (the first replica's) */
  address: string;
  /** The replica the i-th request goes to, in turn, as nginx balances the production topology's replicas. */
  at(i: number): string;
  replicas: number;
  /** CPU time the api's thread has used so far (Linux), ms: steady while other work shares the machine. */
  cpuMs(): Promise<number>;
  /** Starts or stops the api thread's CPU profile (written to BENCH_PROFILE, when set). */
  profile(on: boolean): Promise<void>;
  close(): Promise<void>;
}

/**
 * Serves the api over the bench's database on a worker thread: the clients (fetch) and the api each have
 * their own event loop, as a browser and a server do, so the clients' CPU is not counted as the api's.
 * On PGlite the worker loads a copy of the seeded database (a dump): what the api writes stays in its copy.
 */
export async function serveApi(
  bench: BenchDatabase,
  options: { audit?: boolean; replicas?: number } = {},
): Promise<ServedApi> {
  const replicas = await Promise.all(Array.from({ length: options.replicas ?? 1 }, () => serveOneApi(bench, options)));
  if (replicas.length === 1) return replicas[0];
  const sum = async (f: (r: ServedApi) => Promise<number>) =>
    (await Promise.all(replicas.map(f))).reduce((a, b) => a + b, 0);
  return {
    address: replicas[0].address,
    at: (i) => replicas[i % replicas.length].address,
    replicas: replicas.length,
    cpuMs: () => sum((r) => r.cpuMs()),
    profile: async (on) => void (await Promise.all(replicas.map((r) => r.profile(on)))),
    close: async () => void (await Promise.all(replicas.map((r) => r.close()))),
  };
}

async function serveOneApi(bench: BenchDatabase, options: { audit?: boolean }): Promise<ServedApi> {
  const pgliteDump = bench.database.pglite
    ? await (await bench.database.pglite.dumpDataDir('none')).arrayBuffer()
    : undefined;
  // A worker's entry is loaded by Node itself: tsx's CommonJS hook is registered first so the .ts loads.
  const entry = `require(${JSON.stringify(require.resolve('tsx/cjs'))}); require(${JSON.stringify(path.join(__dirname, 'api-worker.ts'))});`;
  const worker = new Worker(entry, {
    eval: true,
    workerData: { databaseUrl: bench.url, pgliteDump, jwtSecret: JWT_SECRET, audit: options.audit },
    transferList: pgliteDump ? [pgliteDump] : [],
  });
  const next = () =>
    new Promise<{ address?: string; closed?: boolean; cpuMs?: number; profiling?: boolean }>((resolve, reject) => {
      worker.once('message', (message) => {
        worker.off('error', reject);
        resolve(message);
      });
      worker.once('error', reject);
    });
  const { address } = await next();
  return {
    address: address!,
    at: () => address!,
    replicas: 1,
    async cpuMs() {
      const answer = next();
      worker.postMessage('cpu');
      return (await answer).cpuMs!;
    },
    async profile(on) {
      const answer = next();
      worker.postMessage(on ? 'profile-start' : 'profile-stop');
      await answer;
    },
    async close() {
      const closed = next();
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/** Reads a streamed answer to its end: time to first byte, total time, bytes and the peak RSS growth meanwhile. */
export async function measureDownload(start: () => Promise<Response>) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  const res = await start();
  let ttfb = 0;
  let bytes = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!ttfb) ttfb = performance.now() - t0;
    bytes += value.length;
  }
  clearInterval(sampler);
  return { status: res.status, bytes, ttfb, total: performance.now() - t0, rssGrowth: peak - rssBefore };
}

export interface JsonAnswer {
  status: number;
  json(): unknown;
}

/**
 * A POST with a JSON body through node:http on keep-alive sockets: the bench's clients. WHATWG fetch cost the
 * clients' thread about four times node:http's CPU per request (330-490 µs against 75-120 µs, 20 clients, a
 * 10-row JSON answer), and on a 2-core machine that thread takes its core from the api and PostgreSQL: fetch's
 * own cost showed as api latency, which a browser's fetch, on the producer's machine, never adds.
 */
export function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<JsonAnswer> {
  return requestJson('POST', url, headers, Buffer.from(JSON.stringify(body)));
}

/** A GET through node:http on the same keep-alive sockets (see postJson). */
export function getJson(url: string, headers: Record<string, string>): Promise<JsonAnswer> {
  return requestJson('GET', url, headers, null);
}

function requestJson(
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload: Buffer | null,
): Promise<JsonAnswer> {
  const length: Record<string, string> = payload ? { 'content-length': String(payload.length) } : {};
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: keepAlive, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload ?? undefined);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * The floor of an export (issue 41 §1): the same rows, already in memory, written by ExcelJS's streaming
 * WorkbookWriter alone (the values as they are: no formats, no totals) into a stream that drops the bytes.
 * Returns its time in ms.
 */
export async function writerAlone(rows: Record<string, unknown>[], fields: string[]): Promise<number> {
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const t0 = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Hoja');
  sheet.addRow(fields).commit();
  for (const row of rows) sheet.addRow(fields.map((f) => (row[f] ?? null) as ExcelJS.CellValue)).commit();
  sheet.commit();
  await workbook.commit();
  return performance.now() - t0;
}

/** The same rows written by the api's own writer (lib/xlsx-export) to a sink: the export's writing without its pages. */
export async function ourWriterAlone(rows: Record<string, unknown>[], columns: ExportColumnDef[]): Promise<number> {
  const t0 = performance.now();
  const xlsx = createXlsxExport({ sheetName: 'Hoja', columns });
  const written = pipeline(xlsx.stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
  for (let i = 0; i < rows.length; i += EXPORT_PAGE) await xlsx.addRows(rows.slice(i, i + EXPORT_PAGE));
  await xlsx.finish();
  await written;
  return performance.now() - t0;
}

/**
 * An export's line: size, first byte, total, peak RSS growth, and its total against ExcelJS's writer alone (issue
 * 41 §1's floor); then what the total is made of: the api's writer alone and the pages read alone.
 */
export function exportLine(
  name: string,
  rows: number,
  xlsx: Awaited<ReturnType<typeof measureDownload>>,
  alone: { exceljsMs: number; oursMs: number; pagesMs: number },
): string {
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `${name} of ${rows.toLocaleString('es-AR')} rows: status ${xlsx.status}, ${(xlsx.bytes / 1024 / 1024).toFixed(1)} MB, ` +
    `first byte ${xlsx.ttfb.toFixed(0)} ms, total ${s(xlsx.total)}, peak RSS growth ` +
    `${(xlsx.rssGrowth / 1024 / 1024).toFixed(0)} MB; ExcelJS's streaming writer alone ${s(alone.exceljsMs)} ` +
    `for the same rows (ratio ${(xlsx.total / alone.exceljsMs).toFixed(2)}); the api's writer alone ${s(alone.oursMs)}, ` +
    `its pages alone ${s(alone.pagesMs)} (load ${load})`
  );
}
