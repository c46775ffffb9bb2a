import { Client } from 'pg';
import { reachable, serviceMissing } from './required-services';
import { createTemplates } from './templates';

/**
 * Decides once per run which services the api's tests also run on, by the rule of required-services.ts (a
 * missing one is skipped, saying so, or fails the run where CI is set: .ci/run starts both): PostgreSQL when
 * DATABASE_URL (or the machine's local cluster) answers, Redis when TEST_REDIS_URL (or the local one) does.
 * Test files read the outcome from TEST_POSTGRES_URL and TEST_REDIS_REACHABLE. Then makes the databases every
 * test file starts from (templates.ts).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_URL = url;
  } catch (error) {
    serviceMissing('PostgreSQL', url, `the tests on PostgreSQL (the rest run on PGlite; ${String(error)})`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await reachable(redisUrl, 6379)) process.env.TEST_REDIS_REACHABLE = '1';
  else serviceMissing('Redis', redisUrl, 'the tests of the sign-in limits in Redis');
  await createTemplates(process.env.TEST_POSTGRES_URL);
}
