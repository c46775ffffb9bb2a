import type { Redis } from 'ioredis';

/** A token's calls are counted per minute (README: 'Tokens de API'). */
const WINDOW_MS = 60_000;

/** Calls per minute per token unless API_TOKEN_CALLS_PER_MINUTE says otherwise. */
export const API_TOKEN_CALLS_PER_MINUTE_DEFAULT = 120;

/**
 * The calls one API token may make per minute, its own limit apart from the sign-in limits
 * (lib/sign-in-limits.ts) and from every browser session. Like those, counted in Redis when REDIS_URL is
 * set, so every replica shares the count; otherwise in the process, which is the embedded default's only one.
 */
export interface TokenCallLimit {
  /** Counts one call of the token; false once it is past the limit of the current minute. */
  take(tokenId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** A fixed window per minute: a count kept until the minute ends. */
export function memoryCallLimit(max: number, now: () => number = Date.now): TokenCallLimit {
  const windows = new Map<number, { window: number; calls: number }>();
  return {
    async take(tokenId) {
      const window = Math.floor(now() / WINDOW_MS);
      const current = windows.get(tokenId);
      if (current?.window === window) return ++current.calls <= max;
      // A new minute: the windows of tokens idle since the last one are dropped with it.
      for (const [id, w] of windows) if (w.window < window) windows.delete(id);
      windows.set(tokenId, { window, calls: 1 });
      return 1 <= max;
    },
    close: async () => {},
  };
}

/** One counter per token and minute, gone from Redis with its minute. */
export function redisCallLimit(redis: Redis, max: number, prefix = 'portal:api-token-calls'): TokenCallLimit {
  return {
    async take(tokenId) {
      const key = `${prefix}:${tokenId}:${Math.floor(Date.now() / WINDOW_MS)}`;
      const results = await redis.multi().incr(key).pexpire(key, WINDOW_MS).exec();
      if (!results) throw new Error('Redis transaction aborted');
      for (const [err] of results) if (err) throw err;
      return Number(results[0][1]) <= max;
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (ioredis, loaded only then, as the sign-in limits do), the process otherwise. */
export async function createTokenCallLimit(max: number, redisUrl?: string): Promise<TokenCallLimit> {
  if (!redisUrl) return memoryCallLimit(max);
  const { Redis: Client } = await import('ioredis');
  return redisCallLimit(
    new Client(redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }),
    max,
  );
}
