import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../contract/define';
import { getRuntimeConfig } from '../config/runtime-config';
import { messages } from '../messages';
import { signInPathFor, useSessionStore } from '../session/session-store';
import { ApiError } from './api-error';
import { businessExceptionsOf, validationIssuesOf } from './error-body';

export interface CallOptions<E extends Endpoint> {
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  params?: ParamsOf<E>;
  signal?: AbortSignal;
}

/** Where the browser goes after a 401; swapped in tests. */
export const navigation = {
  redirect(path: string) {
    window.location.assign(path);
  },
};

export function buildUrl(endpoint: Endpoint, options: { query?: unknown; params?: unknown }): string {
  const config = getRuntimeConfig();
  const base = endpoint.base === 'security' ? config.securityBaseUrl : config.apiBaseUrl;
  let path = endpoint.path.replace(/\/$/, '');
  for (const [key, value] of Object.entries((options.params ?? {}) as Record<string, unknown>)) {
    path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base.replace(/\/$/, '')}/${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The session headers of 000 §7: bearer token, `Application: Life` and the user id. Also what a multipart
 * upload sends. The refresh token travels as an HttpOnly cookie, never from script (docs/adr/0009-no-secrets-in-the-browser.md).
 */
export function authHeaders(): Record<string, string> {
  const { session, accessToken } = useSessionStore.getState();
  const h: Record<string, string> = { Application: 'Life' };
  if (accessToken) h.Authorization = `Bearer ${accessToken}`;
  if (session?.userId) h.UserId = String(session.userId);
  return h;
}

function headers(endpoint: Endpoint): Record<string, string> {
  const h: Record<string, string> = { 'Content-Type': 'application/json', ...authHeaders() };
  if (!endpoint.auth && !endpoint.optionalSession) delete h.Authorization;
  return h;
}

function handleUnauthorized(): void {
  const { session, signOut } = useSessionStore.getState();
  const target = signInPathFor(session?.userType);
  signOut();
  navigation.redirect(target);
}

async function send(endpoint: Endpoint, options: CallOptions<Endpoint>): Promise<Response> {
  try {
    return await fetch(buildUrl(endpoint, options), {
      method: endpoint.method,
      headers: headers(endpoint),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(messages.unreachable, null);
  }
}

async function failure(res: Response): Promise<ApiError> {
  if (res.status === 401) handleUnauthorized();
  let exceptions: ApiError['businessExceptions'] = [];
  let issues: ApiError['issues'] = [];
  try {
    const body: unknown = await res.json();
    exceptions = businessExceptionsOf(body) ?? [];
    issues = validationIssuesOf(body);
  } catch {
    // A non-JSON error body carries nothing more than the status text.
  }
  return new ApiError(messages.requestFailed(res.statusText || String(res.status)), res.status, exceptions, issues);
}

/**
 * The one API client (docs/architecture.md#conventions-in-the-code): every app calls the server through here, typed by the contract.
 * 204 → undefined; 401 → sign out and redirect; non-OK → 'Error procesando solicitud: {status text}';
 * a body that is not what the contract says → 'Error procesando datos'; unreachable → 'No se pudo
 * conectar con el servidor!'.
 */
export async function callApi<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const res = await send(endpoint, options as CallOptions<Endpoint>);
  if (!res.ok) throw await failure(res);
  if (res.status === 204) return undefined as ResponseOf<E>;
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new ApiError(messages.unparsable, res.status);
  }
  const parsed = endpoint.response.safeParse(data);
  if (!parsed.success) {
    const business = businessExceptionsOf(data);
    if (business) throw new ApiError(messages.operationFailed, res.status, business);
    throw new ApiError(messages.unparsable, res.status);
  }
  return parsed.data as ResponseOf<E>;
}

/** A file answer (xlsx, pdf, xml): fetched with the headers, never with a token in the URL. */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await send(endpoint, options as CallOptions<Endpoint>);
  if (!res.ok) throw await failure(res);
  const disposition = res.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await res.blob(), fileName: match ? decodeURIComponent(match[1]) : null };
}
