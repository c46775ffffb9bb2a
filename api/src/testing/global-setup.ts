import { Client } from 'pg';
import { createTemplates } from './templates';

/**
 * Decides once per run whether the api's tests also run on PostgreSQL: they do when DATABASE_URL (or
 * the machine's local cluster) answers. Test files read the outcome from TEST_POSTGRES_URL. Then makes the
 * databases every test file starts from (templates.ts).
 */
export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_POSTGRES_URL = url;
  } catch {
    console.warn(`\nPostgreSQL is not reachable at ${url.replace(/\/\/[^@]*@/, '//***@')}: api tests run on PGlite only.`);
  } finally {
    await client.end().catch(() => undefined);
  }
  await createTemplates(process.env.TEST_POSTGRES_URL);
}
