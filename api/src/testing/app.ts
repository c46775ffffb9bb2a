import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AppOptions, buildApp } from '../app';
import type { Database, Driver } from '../db/client';
import { createTestDatabase, TEST_FILES_DIR, type TestDatabase } from './database';

/** The access-token key of the test apps, so a test can forge tokens (wrong audience, expired…). */
export const TEST_JWT_SECRET = 'test-secret-of-at-least-thirty-two-characters';
export const testConfig = {
  corsOrigins: ['http://localhost:8080'],
  bodyLimit: 1024 * 1024,
  jwtSecret: TEST_JWT_SECRET,
  filesDir: TEST_FILES_DIR,
};

export interface TestApp extends TestDatabase {
  app: FastifyInstance;
}

/** The api on a fresh seeded database; `configure` may add routes before it is made ready. */
export async function createTestApp(
  driver: Driver,
  {
    logger,
    configure,
    config,
    jobs,
  }: {
    logger?: FastifyServerOptions['logger'];
    configure?: (app: FastifyInstance, database: Database) => void;
    config?: Partial<AppOptions['config']>;
    /** Starts the pg-boss scheduler of report sendings on the test database. */
    jobs?: boolean;
  } = {},
): Promise<TestApp> {
  const testDatabase = await createTestDatabase(driver);
  const app = await buildApp({
    database: testDatabase.database,
    config: { ...testConfig, filesDir: testDatabase.filesDir, ...config },
    logger,
    jobs,
  });
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
