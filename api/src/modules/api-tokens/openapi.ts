import { allEndpoints, endpointPath } from '@portal/shared/contract';
import { API_TOKEN_CALLS_PER_MINUTE_DEFAULT } from './call-limit';
import { scopeOf } from './scopes';

/** The second way to call the api, beside a sign-in's JWT (`bearerAuth`): a personal API token. */
export const apiTokenSecurityScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'pdp_…',
  description:
    'Token de API personal de un productor (en /seguridad): `Authorization: Bearer pdp_…`. Solo lee: lo aceptan las ' +
    'consultas, búsquedas y exportaciones de sus alcances (cartera, cuenta-corriente, cobranzas), marcadas con ' +
    `\`apiToken: [alcance]\`; cualquier otra llamada responde 403, y 401 una vez revocado o vencido. ` +
    `Límite: ${API_TOKEN_CALLS_PER_MINUTE_DEFAULT} llamadas por minuto por token (429 al pasarlo).`,
} as const;

type Operation = { security?: Record<string, string[]>[] };

/**
 * Marks each call an API token may make with its scope, as OpenAPI 3.1 lets a non-OAuth scheme name the roles
 * it needs: `security: [{ bearerAuth: [] }, { apiToken: ['cartera'] }]`.
 */
export function documentApiTokenScopes<D extends { paths?: object }>(document: D): D {
  const paths = document.paths as Record<string, Record<string, Operation> | undefined> | undefined;
  for (const endpoint of allEndpoints()) {
    const scope = scopeOf(endpoint);
    const operation = scope && paths?.[endpointPath(endpoint)]?.[endpoint.method.toLowerCase()];
    if (!operation || !scope) continue;
    operation.security = [...(operation.security ?? []), { apiToken: [scope] }];
  }
  return document;
}
