import { z } from 'zod';
import { defineEndpoint } from './define';

/** GET api/Login/GetAppVersion — the version text compared with the stored one at start (000 §4). */
export const getAppVersion = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Login/GetAppVersion',
  area: 'shell',
  summary: 'Versión de la aplicación',
  auth: false,
  response: z.string(),
});

/** GET api/Parameters/Parameters?key — one configuration parameter (e.g. ShowDefaultHomeImg). */
export const getParameter = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Parameters/Parameters',
  area: 'shell',
  summary: 'Parámetro de configuración por clave',
  auth: false,
  query: z.object({ key: z.string().min(1).max(100) }),
  response: z.object({ Key: z.string(), Value: z.string() }),
});
