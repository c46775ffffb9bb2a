import { z } from 'zod';
import { defineEndpoint } from '@portal/shared/contract';
import { createTestApp, type TestApp } from '../testing/app';
import { DEMO, signIn, simulatorFor } from '../testing/session';
import { registerEndpoint } from './register-endpoint';

/** A signed-in endpoint behind a simulator-only permission, to exercise the guard on its own. */
const statistics = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'test/estadisticas',
  area: 'shell',
  summary: 'prueba',
  auth: true,
  permission: 'VerEstadisticas',
  response: z.object({ effectiveCuit: z.string().nullable(), producerIds: z.array(z.number()) }),
});

describe('the session guard and the permission check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      configure: (app) =>
        registerEndpoint(app, statistics, async ({ request }) => ({
          effectiveCuit: request.session.effectiveCuit,
          producerIds: request.session.producerIds,
        })),
    });
  });
  afterAll(() => t?.dispose());
  const call = (authorization?: string) =>
    t.app.inject({ method: 'GET', url: '/api/test/estadisticas', headers: authorization ? { authorization } : {} });

  it('answers 401 without a bearer token or with a malformed one', async () => {
    expect((await call()).statusCode).toBe(401);
    expect((await call('Basic abc')).statusCode).toBe(401);
    expect((await call('Bearer')).statusCode).toBe(401);
  });

  it('answers 403 when the permission list lacks the permission (producer, administrator, unselected simulator)', async () => {
    for (const who of [DEMO.producer, DEMO.admin]) {
      const s = await signIn(t.app, who);
      expect((await call(s.auth.authorization)).statusCode).toBe(403);
    }
  });

  it("serves a simulator acting for a producer, with that producer's CUIT as the session's", async () => {
    const sim = await simulatorFor(t.app, t.database, '20-33444555-1');
    const res = await call(sim.auth.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ effectiveCuit: '20334445551', producerIds: [expect.any(Number)] });
    const fresh = await signIn(t.app, DEMO.simulator);
    expect((await call(fresh.auth.authorization)).statusCode).toBe(403);
  });

  it('refuses to serve a signed-in endpoint on an app without the session guard', async () => {
    const Fastify = (await import('fastify')).default;
    const bare = Fastify();
    expect(() => registerEndpoint(bare, statistics, async () => ({ effectiveCuit: null, producerIds: [] }))).toThrow(
      /session guard/,
    );
    await bare.close();
  });
});
