/**
 * What the audit may keep of a request (002 §3 'logs: parameters'): never a password, a token, a code
 * or a file's content. Keys are matched by name, whatever their casing or nesting.
 */
const SECRET_KEY = /pass|token|code|secret|authorization|cookie|file|content|image|base64|html|body/i;
/** In a URL only credentials can hide (files and bodies never travel there). */
const SECRET_QUERY_KEY = /pass|token|code|secret/i;
const OMITTED = '[omitido]';
const MAX_TEXT = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 4;
export const MAX_PARAMETERS = 4000;

/** An object of keys and values: a parsed query too, whose prototype has none (Fastify's parser; kept when its validation fails). */
function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

function clean(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((v) => clean(v, depth + 1));
  if (typeof value === 'object' && isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .slice(0, MAX_ITEMS * 2)
        .map(([k, v]) => [k, SECRET_KEY.test(k) ? OMITTED : clean(v, depth + 1)]),
    );
  }
  // Buffers, streams, multipart parts: a file's content is never written.
  return OMITTED;
}

/** The request's query, path parameters and body as JSON, secrets left out, at most 4000 characters. */
export function redactParameters(parts: { query?: unknown; params?: unknown; body?: unknown }): string {
  const kept = Object.fromEntries(
    Object.entries(parts)
      .filter(
        ([, v]) => v !== undefined && v !== null && !(typeof v === 'object' && Object.keys(v as object).length === 0),
      )
      .map(([k, v]) => [k, clean(v, 0)]),
  );
  const text = JSON.stringify(kept);
  return text.length > MAX_PARAMETERS ? `${text.slice(0, MAX_PARAMETERS - 1)}…` : text;
}

/** A query parameter's name as the client meant it ('%50assword' is a password too). */
function keyOf(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * The URL as sent, with the values of secret query parameters (a download's AccessToken, a reset code) left
 * out. The rest keeps its own percent-escapes: bytes that are not UTF-8 stay visible as they came, where
 * parsing the query would have replaced them (cut to its column by the recorder).
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pairs = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_QUERY_KEY.test(keyOf(key)) ? `${key}=${encodeURIComponent(OMITTED)}` : pair;
    });
  return `${url.slice(0, at)}?${pairs.join('&')}`;
}

/**
 * An exception's class, message and first frames, without the values a failed query carried: Drizzle's message is
 * 'Failed query: <sql>\nparams: <values>', and those values are what users typed (passwords' hashes, names, bank data).
 */
export function exceptionDetail(error: Error, frames = 5): string {
  const message = error.message.replace(/\nparams:[\s\S]*$/, `\nparams: ${OMITTED}`);
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return [`${error.name}: ${message}`, ...stackFrames.slice(0, frames)].join('\n');
}
