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
import { Worker } from 'node:worker_threads';
import { Pool } from 'pg';
import { type Database, type Driver, openDatabase } from '../src/db/client';
import { databaseUrl, withAdmin } from '../src/testing/templates';

export const CONCURRENCY = 20;
export const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as Driver[];
export const JWT_SECRET = 'bench-secret-of-at-least-thirty-two-chars';

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const latency = (t: number[]) => `p50 ${percentile(t, 50).toFixed(1)} ms, p99 ${percentile(t, 99).toFixed(1)} ms`;
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

/** The machine's and this process's CPU per unit of `work` (ms): what a run costs where (client, api, database). */
async function cpuPerRequest<T>(requests: number, work: () => Promise<T>): Promise<{ result: T; machine: number; process: number }> {
  const machine = machineCpuMs();
  const own = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(own);
  return { result, machine: (machineCpuMs() - machine) / requests, process: (used.user + used.system) / 1000 / requests };
}

/**
 * A page through the api against its floor, the same rows fetched bare through the driver without the
 * count: `requests` of each over CONCURRENCY clients after a warm-up; prints both latencies and their ratio.
 */
export async function againstFloor(requests: number, name: string, viaApi: (i: number) => Promise<void>, bare: (i: number) => Promise<unknown>, served?: ServedApi) {
  await concurrently(40, viaApi);
  const cpuBefore = await served?.cpuMs();
  await served?.profile(true);
  const viaApiCpu = await cpuPerRequest(requests, () => concurrently(requests, viaApi));
  const api = viaApiCpu.result;
  await served?.profile(false);
  if (served) console.log(`${name}: the api threads' CPU per request ${(((await served.cpuMs()) - cpuBefore!) / requests).toFixed(2)} ms (${served.replicas} replica${served.replicas > 1 ? 's' : ''})`);
  await concurrently(40, async (i) => void (await bare(i)));
  const bareCpu = await cpuPerRequest(requests, () => concurrently(requests, async (i) => void (await bare(i))));
  const floor = bareCpu.result;
  // On a machine of few cores the latencies follow the CPU each request costs all of it: the benchmark's client,
  // the api (threads of this process) and PostgreSQL (most of the rest).
  console.log(
    `${name}: machine CPU per request ${viaApiCpu.machine.toFixed(2)} ms via api (this process: ${viaApiCpu.process.toFixed(2)}), ` +
      `${bareCpu.machine.toFixed(2)} ms bare (this process: ${bareCpu.process.toFixed(2)})`,
  );
  console.log(`${name} via api${served && served.replicas > 1 ? ` (${served.replicas} replicas in turn)` : ''} (${requests} requests, ${CONCURRENCY} clients): ${latency(api)}`);
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
  return { token, userId: body.user?.id, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } };
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
  const name = `portal_bench_${randomBytes(4).toString('hex')}`;
  await withAdmin(ADMIN_URL, (admin) => admin.query(`create database ${name}`));
  const url = databaseUrl(ADMIN_URL, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: '' });
  const pool = new Pool({ connectionString: url, max: 10 });
  return {
    database,
    url,
    query: (s) => pool.query(s.sql, s.params),
    close: async () => {
      await pool.end();
      await database.close();
      await withAdmin(ADMIN_URL, (admin) => admin.query(`drop database if exists ${name} with (force)`));
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
export async function serveApi(bench: BenchDatabase, options: { audit?: boolean; replicas?: number } = {}): Promise<ServedApi> {
  const replicas = await Promise.all(Array.from({ length: options.replicas ?? 1 }, () => serveOneApi(bench, options)));
  if (replicas.length === 1) return replicas[0];
  const sum = async (f: (r: ServedApi) => Promise<number>) => (await Promise.all(replicas.map(f))).reduce((a, b) => a + b, 0);
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
  const pgliteDump = bench.database.pglite ? await (await bench.database.pglite.dumpDataDir('none')).arrayBuffer() : undefined;
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
  const payload = Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: keepAlive, headers: { ...headers, 'content-length': String(payload.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });
