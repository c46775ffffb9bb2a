import { sql } from 'drizzle-orm';
import { buildApp } from '../../app';
import { type Database, type Db, openDatabase } from '../../db/client';
import { createTestApp, testConfig } from '../../testing/app';
import { testDrivers } from '../../testing/database';

describe.each(testDrivers())('readiness and liveness (%s)', (driver) => {
  it('answers 200 on /health/live and /health/ready when the database is migrated', async () => {
    const { app, dispose } = await createTestApp(driver);
    try {
      const live = await app.inject({ method: 'GET', url: '/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', jobs: 'off' },
        missing: [],
      });
    } finally {
      await dispose();
    }
  });

  it('answers 503 naming the migrations when the newest one is not applied', async () => {
    const { app, database, dispose } = await createTestApp(driver);
    try {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
      );
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'error',
        checks: { database: 'ok', migrations: 'error', jobs: 'off' },
        missing: ['migrations not applied'],
      });
      // Liveness does not depend on the database.
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await dispose();
    }
  });
});

describe('readiness of a database never migrated', () => {
  it('answers 503: migrations not applied', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const app = await buildApp({ database, config: testConfig });
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        checks: { database: 'ok', migrations: 'error' },
        missing: ['migrations not applied'],
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('readiness when the database does not answer', () => {
  it('answers 503 naming the database, while liveness stays 200', async () => {
    const unreachable = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const database: Database = {
      driver: 'postgres',
      db: { execute: () => Promise.reject(unreachable) } as unknown as Db,
      exclusive: () => Promise.reject(unreachable),
      close: async () => {},
    };
    const app = await buildApp({ database, config: testConfig });
    try {
      const ready = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'error',
        checks: { database: 'error', migrations: 'error', jobs: 'off' },
        missing: ['database unreachable'],
      });
      expect((await app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
