import { Redis } from 'ioredis';
import { createTestDatabase, type TestDatabase, testDrivers } from '../testing/database';
import { databaseLimits, redisLimits, type SignInLimits } from './sign-in-limits';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two replicas' views of one shared store count the same failures. */
async function countsAcrossReplicas(a: SignInLimits, b: SignInLimits, tag: string) {
  const user = `2033444555${tag}`;
  const address = `10.0.0.${tag}`;
  await a.record(user, address);
  await b.record(user, address);
  await a.record('otro', address);
  expect(await b.count(user, address)).toEqual({ byAccount: 2, byAddress: 3 });
  expect(await a.count(user, '10.9.9.9')).toEqual({ byAccount: 2, byAddress: 0 });
  await b.clear(user);
  const after = await a.count(user, address);
  expect(after.byAccount).toBe(0);
  expect(after.byAddress).toBeGreaterThanOrEqual(1); // the other account's failure still counts
}

describe.each(testDrivers())('failed sign-in limits in the database (%s)', (driver) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(driver, { seed: false });
  });
  afterAll(() => t.dispose());

  it('count the failures recorded by any replica', () =>
    countsAcrossReplicas(databaseLimits(t.database.db), databaseLimits(t.database.db), '1'));
});

/**
 * A real skip, reported as one, when no Redis answers on a developer's machine; where CI is set global-setup
 * fails the run instead (testing/required-services.ts), since CI starts Redis.
 */
const redis = process.env.TEST_REDIS_REACHABLE ? describe : describe.skip;

redis('failed sign-in limits in Redis', () => {
  let a: SignInLimits;
  let b: SignInLimits;
  const prefix = `portal-test:${process.pid}:${Date.now()}`;
  beforeAll(() => {
    a = redisLimits(new Redis(REDIS_URL), prefix);
    b = redisLimits(new Redis(REDIS_URL), prefix);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('count the failures recorded by any replica', () => countsAcrossReplicas(a, b, '2'));
});
