import { allEndpoints, type Endpoint, isReadingCall } from '@portal/shared/contract';
import { API_TOKEN_SCOPES, type ApiTokenScope } from '@portal/shared/contract/api-tokens';
import { routeUrl } from '../../http/register-endpoint';

function isScope(area: string): area is ApiTokenScope {
  return (API_TOKEN_SCOPES as readonly string[]).includes(area);
}

/** The scope whose token may make the call: the reading calls of the token areas, none for any other. */
export function scopeOf(endpoint: Pick<Endpoint, 'area' | 'method' | 'read'>): ApiTokenScope | null {
  return isReadingCall(endpoint) && isScope(endpoint.area) ? endpoint.area : null;
}

const key = (method: string, url: string) => `${method} ${url.toLowerCase()}`;

/**
 * The calls a token may make, by method and route as Fastify registered them from the contract: derived
 * from each endpoint's area and whether it reads, so a call added to an area is covered without a list here.
 */
const scopesByRoute = new Map(
  allEndpoints()
    .map((e) => [key(e.method, routeUrl(e)), scopeOf(e)] as const)
    .filter((entry): entry is readonly [string, ApiTokenScope] => entry[1] !== null),
);

/** The scope a request's route needs, or null when no token may call it (a HEAD is its GET). */
export function scopeOfRoute(method: string, routeUrl: string | undefined): ApiTokenScope | null {
  if (!routeUrl) return null;
  return scopesByRoute.get(key(method === 'HEAD' ? 'GET' : method, routeUrl)) ?? null;
}
