import { buildApp } from '../../app';
import type { Database, Db } from '../../db/client';
import { testConfig } from '../../testing/app';

describe('health when the database does not answer', () => {
  it('answers 503 with status error, so a load balancer takes the replica out', async () => {
    const unreachable = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const database: Database = {
      driver: 'postgres',
      db: { execute: () => Promise.reject(unreachable) } as unknown as Db,
      exclusive: () => Promise.reject(unreachable),
      close: async () => {},
    };
    const app = await buildApp({ database, config: testConfig });
    try {
      const res = await app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'postgres', version: '2.4.0' });
    } finally {
      await app.close();
    }
  });
});
