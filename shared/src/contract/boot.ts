import type { getAppVersion } from './shell';

/**
 * `GET api/Login/GetAppVersion` as the browser calls it at start (000 §2: the version is compared before
 * anything else), on every page — /login's first paint included, which must not load zod (issue 13). The
 * same endpoint as `shell.getAppVersion` (which the api serves and the OpenAPI document describes), its answer,
 * a text, checked by hand; boot.test.ts holds the two together.
 */
export const appVersionEndpoint = {
  method: 'GET',
  base: 'api',
  path: 'Login/GetAppVersion',
  area: 'shell',
  summary: 'Versión de la aplicación',
  auth: false,
  response: {
    safeParse: (data: unknown) => (typeof data === 'string' ? { success: true as const, data } : { success: false as const }),
  },
} as unknown as typeof getAppVersion;
