/**
 * The api of a benchmark on its own thread (support.ts serveApi): its event loop is not the clients',
 * so the clients' HTTP work is not charged to the api's latency. Opens the bench's database itself —
 * the PostgreSQL database by its URL, or a copy of the seeded PGlite loaded from its dump.
 */
import fs from 'node:fs';
import { Session as Inspector } from 'node:inspector/promises';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { threadCpuMs } from './thread-cpu';

export interface ApiWorkerData {
  databaseUrl?: string;
  /** The seeded PGlite's data directory as a tarball (PGlite only). */
  pgliteDump?: ArrayBuffer;
  jwtSecret: string;
  audit?: boolean;
}

async function main() {
  const data = workerData as ApiWorkerData;
  const database = data.pgliteDump
    ? await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([data.pgliteDump]) })
    : await openDatabase({ databaseUrl: data.databaseUrl, dataDir: '' });
  const app = await buildApp({
    database,
    config: { corsOrigins: [], bodyLimit: 1024 * 1024, jwtSecret: data.jwtSecret },
    audit: data.audit,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  // The bare phase can idle the clients' keep-alive sockets past Node's 5 s default; a POST on a socket
  // the server has just closed is not retried.
  app.server.keepAliveTimeout = 600_000;
  // BENCH_PROFILE=<folder>: a CPU profile of the api's thread alone, over the timed api phases only.
  const profileDir = process.env.BENCH_PROFILE;
  const inspector = profileDir ? new Inspector() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
  }
  let profiles = 0;
  parentPort!.on('message', async (message) => {
    if (message === 'cpu') return parentPort!.postMessage({ cpuMs: threadCpuMs() });
    if (message === 'profile-start') {
      await inspector?.post('Profiler.start');
      return parentPort!.postMessage({ profiling: true });
    }
    if (message === 'profile-stop') {
      if (inspector) {
        const { profile } = await inspector.post('Profiler.stop');
        fs.mkdirSync(profileDir!, { recursive: true });
        fs.writeFileSync(
          path.join(profileDir!, `api-${process.pid}-${++profiles}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      return parentPort!.postMessage({ profiling: false });
    }
    if (message !== 'close') return;
    await app.close(); // writes out the audit recorder's last batch
    await database.close();
    parentPort!.postMessage({ closed: true });
  });
  parentPort!.postMessage({ address });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
