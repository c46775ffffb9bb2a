import { Redis } from 'ioredis';
import { memoryCallLimit, redisCallLimit, type TokenCallLimit } from './call-limit';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe("an API token's calls per minute, in the process", () => {
  it('lets the limit through each minute, per token, and starts again with the next minute', async () => {
    let now = Date.parse('2026-11-28T12:00:10Z');
    const limit = memoryCallLimit(2, () => now);
    expect([await limit.take(1), await limit.take(1), await limit.take(1)]).toEqual([true, true, false]);
    expect(await limit.take(2)).toBe(true);
    now += 60_000;
    expect(await limit.take(1)).toBe(true);
  });
});

/** A real skip, reported as one, without Redis on a developer's machine (CI fails instead: testing/required-services.ts). */
const redis = process.env.TEST_REDIS_REACHABLE ? describe : describe.skip;

redis("an API token's calls per minute in Redis", () => {
  let a: TokenCallLimit;
  let b: TokenCallLimit;
  const prefix = `portal-test:api-token-calls:${process.pid}:${Date.now()}`;
  beforeAll(() => {
    a = redisCallLimit(new Redis(REDIS_URL), 3, prefix);
    b = redisCallLimit(new Redis(REDIS_URL), 3, prefix);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts the calls made through any replica against one limit', async () => {
    // Started early in a minute, so the four calls fall in one window.
    const msIntoMinute = Date.now() % 60_000;
    if (msIntoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - msIntoMinute + 50));
    expect([await a.take(7), await b.take(7), await a.take(7), await b.take(7)]).toEqual([true, true, true, false]);
    expect(await a.take(8)).toBe(true);
  });
});
