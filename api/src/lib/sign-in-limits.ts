import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInFailures } from '../db/schema';

/** Failed sign-ins are counted over this window, per account and per address. */
const WINDOW_MS = 60 * 60 * 1000;

/**
 * The failed sign-in counts (000 §2: per account and per address, over the last hour), shared by every
 * api replica: in Redis when REDIS_URL is set, otherwise in the database's sign_in_failures table (the
 * embedded default, one process, needs no Redis).
 */
export interface SignInLimits {
  count(username: string, address: string): Promise<{ byAccount: number; byAddress: number }>;
  record(username: string, address: string): Promise<void>;
  clear(username: string): Promise<void>;
  close(): Promise<void>;
}

/** Failures in the last hour for this account and from this address, in one query. */
async function countRecentFailures(db: Db, username: string, address: string) {
  const [row] = await db
    .select({
      byAccount: sql<number>`count(*) filter (where ${signInFailures.username} = ${username})`.mapWith(Number),
      byAddress: sql<number>`count(*) filter (where ${signInFailures.address} = ${address})`.mapWith(Number),
    })
    .from(signInFailures)
    .where(
      and(
        gt(signInFailures.at, sql`now() - interval '1 hour'`),
        or(eq(signInFailures.username, username), eq(signInFailures.address, address)),
      ),
    );
  return row;
}

async function recordFailure(db: Db, username: string, address: string) {
  await db.insert(signInFailures).values({ username: username.slice(0, 100), address: address.slice(0, 64) });
}

async function clearFailures(db: Db, username: string) {
  await db.delete(signInFailures).where(eq(signInFailures.username, username));
}

/** `db` may be given as a getter: the database is then reached only when a sign-in fails (not at startup). */
export function databaseLimits(db: Db | (() => Db)): SignInLimits {
  const get = typeof db === 'function' ? db : () => db;
  return {
    count: (username, address) => countRecentFailures(get(), username, address),
    record: (username, address) => recordFailure(get(), username, address),
    clear: (username) => clearFailures(get(), username),
    close: async () => {},
  };
}

/** One sorted set per account and per address: members are failures, scored by their time. */
export function redisLimits(redis: Redis, prefix = 'portal:signin-failures'): SignInLimits {
  const accountKey = (username: string) => `${prefix}:account:${username.slice(0, 100)}`;
  const addressKey = (address: string) => `${prefix}:address:${address.slice(0, 64)}`;
  const windowStart = () => Date.now() - WINDOW_MS;
  return {
    async count(username, address) {
      const since = windowStart();
      const results = await redis
        .multi()
        .zremrangebyscore(accountKey(username), 0, since)
        .zremrangebyscore(addressKey(address), 0, since)
        .zcard(accountKey(username))
        .zcard(addressKey(address))
        .exec();
      if (!results) throw new Error('Redis transaction aborted');
      for (const [err] of results) if (err) throw err;
      return { byAccount: Number(results[2][1]), byAddress: Number(results[3][1]) };
    },
    async record(username, address) {
      const now = Date.now();
      const member = `${now}:${randomUUID()}`;
      const ttl = Math.ceil(WINDOW_MS / 1000);
      const results = await redis
        .multi()
        .zadd(accountKey(username), now, member)
        .expire(accountKey(username), ttl)
        .zadd(addressKey(address), now, member)
        .expire(addressKey(address), ttl)
        .exec();
      for (const [err] of results ?? []) if (err) throw err;
    },
    async clear(username) {
      await redis.del(accountKey(username));
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (ioredis, loaded only then), the database otherwise. */
export async function createSignInLimits(db: Db | (() => Db), redisUrl?: string): Promise<SignInLimits> {
  if (!redisUrl) return databaseLimits(db);
  const { Redis: Client } = await import('ioredis');
  const redis = new Client(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  return redisLimits(redis);
}
