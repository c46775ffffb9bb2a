import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineEndpoint } from '@portal/shared/contract';
import { sessions, users } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { DEMO, signIn, simulatorFor } from '../testing/session';
import { registerEndpoint } from './register-endpoint';
import { SessionCache } from './session-cache';

describe('the cache of live sessions', () => {
  const live = (now = () => 0) => {
    const cache = new SessionCache<string>(60_000, 3, now);
    cache.setListening(true);
    return cache;
  };

  it('keeps a session until a change of it is notified, and a change of anything else drops them all', () => {
    const cache = live();
    cache.set('a', 1, 'A', cache.mark());
    cache.set('b', 2, 'B', cache.mark());
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('a', 2)).toBeUndefined(); // another user's token naming the same session
    cache.changed('session:a');
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('b', 2)).toBe('B');
    cache.changed('users');
    expect(cache.get('b', 2)).toBeUndefined();
  });

  it('does not keep a look-up that a notification overtook', () => {
    const cache = live();
    const mark = cache.mark();
    cache.changed('session:a'); // revoked while the row was being read
    cache.set('a', 1, 'A', mark);
    expect(cache.get('a', 1)).toBeUndefined();
  });

  it('keeps and serves nothing while the listening connection is down', () => {
    const cache = live();
    cache.set('a', 1, 'A', cache.mark());
    cache.setListening(false);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 1, 'A', cache.mark());
    expect(cache.size).toBe(0);
  });

  it('forgets entries past their time and beyond its size, oldest first', () => {
    let now = 0;
    const cache = live(() => now);
    for (const id of ['a', 'b', 'c', 'd']) cache.set(id, 1, id, cache.mark());
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('d', 1)).toBe('d');
    now = 60_000;
    expect(cache.get('d', 1)).toBeUndefined();
  });
});

/** A signed-in endpoint answering who the guard says is asking. */
const whoAmI = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'test/quien-soy',
  area: 'shell',
  summary: 'prueba',
  auth: true,
  response: z.object({ effectiveCuit: z.string().nullable(), producerIds: z.array(z.number()) }),
});

describe.each(testDrivers())('sessions kept between requests on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, {
      configure: (app) =>
        registerEndpoint(app, whoAmI, async ({ request }) => ({
          effectiveCuit: request.session.effectiveCuit,
          producerIds: request.session.producerIds,
        })),
    });
  });
  afterAll(() => t?.dispose());
  const call = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/test/quien-soy', headers: { authorization } });

  /** Asks until the answer is 401, up to `ms`; answers how long it took, or null. */
  async function refusedWithin(authorization: string, ms: number): Promise<number | null> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if ((await call(authorization)).statusCode === 401) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return null;
  }

  it('refuses a session revoked straight in the database (as another replica would) once notified', async () => {
    const s = await signIn(t.app, DEMO.producer);
    expect((await call(s.auth.authorization)).statusCode).toBe(200);
    expect((await call(s.auth.authorization)).statusCode).toBe(200); // now kept
    await t.database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, s.userId));
    // Kept for a minute were it not for the triggers' notification.
    expect(await refusedWithin(s.auth.authorization, 2_000)).not.toBeNull();
  });

  it('refuses the sessions of a user deactivated straight in the database once notified', async () => {
    const s = await signIn(t.app, DEMO.producer2);
    expect((await call(s.auth.authorization)).statusCode).toBe(200);
    await t.database.db.update(users).set({ active: false }).where(eq(users.id, s.userId));
    try {
      expect(await refusedWithin(s.auth.authorization, 2_000)).not.toBeNull();
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.id, s.userId));
    }
  });

  it("sees this process's own changes at once: a sign-out, a simulator's producer", async () => {
    const s = await signIn(t.app, DEMO.producer);
    expect((await call(s.auth.authorization)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/security/Account/Logout', headers: s.auth, payload: {} }))
        .statusCode,
    ).toBe(200);
    expect((await call(s.auth.authorization)).statusCode).toBe(401);

    const sim = await simulatorFor(t.app, t.database, DEMO.producer2);
    const first = (await call(sim.auth.authorization)).json();
    expect(first.effectiveCuit).toBe('20334445551');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/simulator/simulateproducer',
      headers: sim.auth,
      payload: { Cuit: DEMO.producer, UserId: sim.userId },
    });
    expect(res.statusCode).toBe(200);
    expect((await call(sim.auth.authorization)).json().effectiveCuit).toBe('20172543597');
  });
});
