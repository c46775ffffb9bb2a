import { z } from '../zod';

/** The two services of the legacy API the portal talks to (000 §7). */
export type ApiBase = 'security' | 'api';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Area = 'shell' | 'cartera' | 'reports' | 'cuenta-corriente' | 'cobranzas' | 'comunicacion' | 'admin';

/**
 * One call of `docs/contract/endpoints.tsv`: where it lives and the zod schemas of what goes in and out.
 * The api registers its handler from this object; the browser client calls through it; the OpenAPI
 * document is generated from it. Field names are the spec's (the legacy API's casing).
 */
export interface Endpoint<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  base: ApiBase;
  /** Path below the base, as docs/contract/endpoints.tsv spells it; `{id}` marks a path parameter. */
  path: string;
  area: Area;
  summary: string;
  /** Whether the call needs a signed-in session (bearer token). */
  auth: boolean;
  /**
   * A public call that does something else for a signed-in user (login/register: a producer adding a
   * delegate), so the client sends the bearer token when it has one.
   */
  optionalSession?: true;
  /** Menu permission the server checks, where the route that uses it has one. */
  permission?: string;
  query?: Q;
  body?: B;
  params?: P;
  response: R;
  /** The answer is a file (xlsx, pdf, xml…), not JSON. */
  file?: boolean;
  /**
   * The content types of the files it answers: all of its answers when `file`, otherwise the ones it gives
   * besides JSON when asked for a file (an `export=true`). The OpenAPI document lists them.
   */
  fileTypes?: readonly string[];
  /** A multipart form instead of a JSON body: its text fields and files (files as `binaryFile`). */
  multipart?: z.ZodType;
  /**
   * Whether the call only reads, changing and sending nothing. Unsaid, a GET reads and any other method does
   * not: a POST search or export says `true`, a GET that acts (mails a certificate) `false`. A personal API
   * token (issue 40 §3) is served only the reading calls of its scopes' areas.
   */
  read?: boolean;
}

/** Whether a call only reads (see `Endpoint.read`). */
export function isReadingCall(e: Pick<Endpoint, 'method' | 'read'>): boolean {
  return e.read ?? e.method === 'GET';
}

/** A file part of a multipart form, as the OpenAPI document describes it. */
export const binaryFile = z.string().meta({ format: 'binary' });

/**
 * The body of a file answer (PDF, XLSX, XML, ZIP…) as OpenAPI 3.1 describes raw bytes: no JSON type, only the
 * content type (3.0's `type: string, format: binary` is a text string to a 3.1 validator, which then refuses
 * the bytes of a PDF). `format: binary` stays for the tools that still read it: it constrains only strings.
 */
export function binaryAnswer(contentType: string) {
  return z.any().meta({ contentMediaType: contentType, format: 'binary', description: `El archivo (${contentType})` });
}

/** Content types of the files the api answers (the OpenAPI document names them per endpoint). */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  txt: 'text/plain',
  pdf: 'application/pdf',
  xml: 'application/xml',
  png: 'image/png',
  jpeg: 'image/jpeg',
  zip: 'application/zip',
} as const;

export function defineEndpoint<
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
  P extends z.ZodType = z.ZodUndefined,
>(e: Endpoint<Q, B, R, P>): Endpoint<Q, B, R, P> {
  return e;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType> ? z.input<B> : never;
export type ParamsOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer P> ? z.input<P> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R, z.ZodType> ? z.output<R> : never;

/** Full URL path of an endpoint as served: `/security/account/login`, `/api/login/getroles`. */
export function endpointPath(e: Pick<Endpoint, 'base' | 'path'>): string {
  const p = e.path.replace(/\/$/, '');
  return `/${e.base}/${p}`;
}

/** The business-error shape of the spec: `{ success: false, businessExceptions: [{ message, title }] }`. */
export const BusinessException = z.object({ message: z.string(), title: z.string().optional() });
export const BusinessError = z.object({
  success: z.literal(false),
  businessExceptions: z.array(BusinessException),
});
export type BusinessError = z.infer<typeof BusinessError>;

/** Malformed input: 400 with the zod issues (docs/adr/0002-contract-first-calls.md). */
export const ValidationError = z.object({
  success: z.literal(false),
  businessExceptions: z.array(BusinessException),
  issues: z.array(z.object({ path: z.string(), message: z.string() })),
});
export * from './integer';
