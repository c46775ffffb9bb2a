import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/client';
import * as q from './queries';

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

/** `db` may be given as a getter: the database is then reached only when a sign-in fails (not at startup). */
export function databaseLimits(db: Db | (() => Db)): SignInLimits {
  const get = typeof db === 'function' ? db : () => db;
  return {
    count: (username, address) => q.countRecentFailures(get(), username, address),
    record: (username, address) => q.recordFailure(get(), username, address),
    clear: (username) => q.clearFailures(get(), username),
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
