import { buildApp } from './app';
import { loadConfig } from './config';
import type { Database } from './db/client';

/**
 * Prints the OpenAPI document (`pnpm --filter @portal/api openapi`). Routes and their schemas are
 * all it needs, so it opens no database: a handler reaching for one here would be a bug, and throws.
 */
const noDatabase: Database = {
  driver: 'pglite',
  get db(): never {
    throw new Error('the OpenAPI command has no database');
  },
  exclusive: () => Promise.reject(new Error('the OpenAPI command has no database')),
  close: async () => {},
};

async function printOpenApi(): Promise<void> {
  const app = await buildApp({ database: noDatabase, config: loadConfig() });
  await app.ready();
  process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
  await app.close();
}

printOpenApi().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
