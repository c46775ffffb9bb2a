import { Client } from 'pg';
import { createTemplates } from './templates';

/**
 * Decides once per run whether the api's tests also run on PostgreSQL: they do when DATABASE_URL (or
 * the machine's local cluster) answers. Test files read the outcome from TEST_POSTGRES_URL. CI (env `CI`)
 * starts PostgreSQL (.ci/run), so there an unreachable one fails the run instead of leaving it to PGlite
 * alone. Then makes the databases every test file starts from (templates.ts).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_URL = url;
  } catch (error) {
    const where = url.replace(/\/\/[^@]*@/, '//***@');
    if (process.env.CI) {
      throw new Error(`PostgreSQL is not reachable at ${where} and CI is set: CI starts PostgreSQL, so the api tests must run on it (${String(error)})`);
    }
    console.warn(`\nPostgreSQL is not reachable at ${where}: api tests run on PGlite only (in CI this fails).`);
  } finally {
    await client.end().catch(() => undefined);
  }
  await createTemplates(process.env.TEST_POSTGRES_URL);
}
