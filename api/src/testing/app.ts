import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import type { Database, Driver } from '../db/client';
import { createTestDatabase, type TestDatabase } from './database';

export const testConfig = { corsOrigins: ['http://localhost:8080'], bodyLimit: 1024 * 1024 };

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The api on a fresh seeded database; `configure` may add routes before it is made ready. */
export async function createTestApp(
  driver: Driver,
  { logger, configure }: { logger?: FastifyServerOptions['logger']; configure?: (app: FastifyInstance, database: Database) => void } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(driver);
  const app = await buildApp({ database: testDatabase.database, config: testConfig, logger });
  configure?.(app, testDatabase.database);
  await app.ready();
  return {
    ...testDatabase,
    app,
    dispose: async () => {
      await app.close();
      await testDatabase.dispose();
    },
  };
}
