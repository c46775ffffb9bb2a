import type { Endpoint } from './define';
import type { getAppVersion } from './shell';

/** `GET api/Login/GetAppVersion` without its answer's schema: shell.ts adds the zod schema, boot.ts a hand check. */
export const appVersionCall = {
  method: 'GET',
  base: 'api',
  path: 'Login/GetAppVersion',
  area: 'shell',
  summary: 'Versión de la aplicación',
  auth: false,
} as const satisfies Omit<Endpoint, 'response'>;

/**
 * The app-version call as the browser makes it at start (000 §2: the version is compared before anything
 * else), on every page — /login's first paint included, which must not load zod (issue 13): the same call as
 * `shell.getAppVersion`, its answer (a text) checked by hand; boot.test.ts holds the two checks together.
 */
export const appVersionEndpoint = {
  ...appVersionCall,
  response: {
    safeParse: (data: unknown) =>
      typeof data === 'string' ? { success: true as const, data } : { success: false as const },
  },
} as unknown as typeof getAppVersion;
