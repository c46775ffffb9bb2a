/**
 * Sign-in latency under concurrent clients (issue 3: p50/p99 with 20 users, argon2 included), against
 * an in-process server on an in-memory PGlite seeded with the demo data.
 *
 *   pnpm --filter @portal/api bench:signin [-- --clients 20 --requests 400]
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { FolderFileStore } from '../src/lib/storage';
import { seedIfEmpty } from '../src/seed';

const { values } = parseArgs({
  options: { clients: { type: 'string', default: '20' }, requests: { type: 'string', default: '400' } },
});
const clients = Number(values.clients);
const requests = Number(values.requests);
const accounts = ['20-17254359-7', '27-30111222-5', '20-33444555-1'];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main(): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database.db, database.driver);
  await seedIfEmpty(database.db, { files: new FolderFileStore(path.join(os.tmpdir(), 'portal-bench-files')) });
  const app = await buildApp({
    database,
    config: { corsOrigins: [], bodyLimit: 1024 * 1024, jwtSecret: 'bench-secret-of-at-least-thirty-two-chars' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}/security/account/login`;

  const signIn = async (i: number) => {
    const start = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        Username: accounts[i % accounts.length],
        Password: 'Demo1234',
        RememberMe: false,
        Application: 'Life',
      }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    return performance.now() - start;
  };

  for (let i = 0; i < clients; i++) await signIn(i); // warm-up
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < requests) latencies.push(await signIn(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(
    `sign-in (argon2id 19 MiB t=2 p=1, PGlite in memory, ${clients} concurrent clients, ${latencies.length} requests)`,
  );
  console.log(
    `  p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies[latencies.length - 1])}`,
  );
  console.log(`  throughput ${(latencies.length / seconds).toFixed(1)} sign-ins/s`);
  await app.close();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
