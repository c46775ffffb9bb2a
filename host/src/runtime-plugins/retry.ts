import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * A network blip while loading a remote is retried by the federation runtime before anything shows an
 * error: its manifest (fetch) and its remoteEntry.js (script) get RETRIES more tries, RETRY_DELAY_MS
 * apart. A remote that is really gone still ends in its error screen, after those tries.
 */
export const RETRIES = 2;
export const RETRY_DELAY_MS = 300;

export function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: RETRIES, retryDelay: RETRY_DELAY_MS },
    script: { retryTimes: RETRIES, retryDelay: RETRY_DELAY_MS },
  });
}
