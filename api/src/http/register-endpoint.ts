import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toJSONSchema, type z } from 'zod';
import { binaryAnswer, BusinessError, type Endpoint, endpointPath, ValidationError } from '@portal/shared/contract';
import { scopeAllowed, scopeOfEndpoint } from '@portal/shared/contract/delegates';
import { AppError } from '../errors';
import { messages } from '../messages';
import type { Session } from './session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The session of a request's bearer token, or null (app.ts decorates it before any route). */
    authenticate(request: FastifyRequest): Promise<Session | null>;
    /** The menu permissions a session holds (000 §6). */
    permissionsOf(session: Session): Promise<string[]>;
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the request's parts already validated (and transformed) by the contract. */
export interface EndpointInput<E> {
  query: E extends Endpoint<infer Q, z.ZodType, z.ZodType, z.ZodType> ? Parsed<Q> : never;
  body: E extends Endpoint<z.ZodType, infer B, z.ZodType, z.ZodType> ? Parsed<B> : never;
  params: E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer P> ? Parsed<P> : never;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Result<E> = E extends Endpoint<z.ZodType, z.ZodType, infer R, z.ZodType> ? z.output<R> : never;

/** Every status the api can answer besides 200, each in the error shape of docs/adr/0002-contract-first-calls.md. */
export const ERROR_RESPONSES = {
  400: ValidationError,
  401: BusinessError,
  403: BusinessError,
  404: BusinessError,
  413: BusinessError,
  414: BusinessError,
  415: BusinessError,
  429: BusinessError,
  431: BusinessError,
  500: BusinessError,
  '4xx': BusinessError,
  '5xx': BusinessError,
};

/** The 200 answer: JSON, a file of the endpoint's types, or either (an export on request). */
function successResponse(endpoint: Endpoint) {
  const files = Object.fromEntries((endpoint.fileTypes ?? []).map((type) => [type, { schema: binaryAnswer(type) }]));
  if (endpoint.file) return { description: 'El archivo', content: files };
  if (endpoint.fileTypes?.length)
    return {
      description: 'JSON, o el archivo cuando se lo pide',
      content: { 'application/json': { schema: endpoint.response }, ...files },
    };
  return endpoint.response;
}

/** `{id}` in the contract's paths is Fastify's `:id`. */
export function routeUrl(endpoint: Endpoint): string {
  return endpointPath(endpoint).replace(/\{(\w+)\}/g, ':$1');
}

export interface EndpointOptions {
  /** Requests per address per window (@fastify/rate-limit), for public calls that mail or take a code. */
  rateLimit?: { max: number; timeWindow: string };
  /** Served to a user who must still change the password (checks made right after sign-in). */
  allowPendingPasswordChange?: boolean;
  /** Bytes a body may have, where a call takes more than the app's limit (an image inside the JSON). */
  bodyLimit?: number;
}

/**
 * Serves one endpoint of the contract: its method and path, its zod schemas for validation, for the
 * response and for the OpenAPI document. Route handlers only map the input to a service call. With
 * `auth`, the session guard answers 401 without a live session and 403 without the endpoint's
 * `permission`, and puts the session on `request.session`.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<Result<E>>,
  options: EndpointOptions = {},
): void {
  if (endpoint.auth && !app.hasDecorator('authenticate')) {
    // Fail closed: a signed-in endpoint must not be served without the session guard to protect it.
    throw new Error(`${endpointPath(endpoint)} needs authentication, but the app has no session guard`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    // The guard runs before validation, so an anonymous caller learns nothing about the input rules.
    ...(endpoint.auth && {
      onRequest: async (request: FastifyRequest) => {
        const session = await app.authenticate(request);
        if (!session) throw new AppError(401, messages.sessionExpired);
        request.session = session;
        if (session.mustChangePassword && !options.allowPendingPasswordChange)
          throw new AppError(403, messages.mustChangePassword);
        if (endpoint.permission && !(await app.permissionsOf(session)).includes(endpoint.permission)) {
          throw new AppError(403, messages.forbidden);
        }
        // A delegate uses only the calls of the menu areas its producer gave it (issue 40 §4).
        if (!scopeAllowed(session.delegateScopes, scopeOfEndpoint(endpoint)))
          throw new AppError(403, messages.forbidden);
      },
    }),
    method: endpoint.method,
    url: routeUrl(endpoint),
    ...(options.rateLimit && { config: { rateLimit: options.rateLimit } }),
    ...(options.bodyLimit && { bodyLimit: options.bodyLimit }),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.area],
      ...(endpoint.auth && { security: [{ bearerAuth: [] }] }),
      // Anonymous, or with a session for what a signed-in user does through it (login/register's delegates).
      ...(endpoint.optionalSession && { security: [{}, { bearerAuth: [] }] }),
      // Only the parts the endpoint has: Fastify warns about keys present but undefined.
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.params && { params: endpoint.params }),
      response: { 200: successResponse(endpoint), ...ERROR_RESPONSES },
    },
    handler: async (request, reply) => {
      const input = { query: request.query, body: request.body, params: request.params, request, reply };
      const result = await handler(input as EndpointInput<E>);
      // Fastify sends a returned string as raw text; the contract's answers are JSON, strings included.
      if (typeof result === 'string')
        return reply.type('application/json; charset=utf-8').send(reply.serialize(result));
      return result;
    },
  });
}

/**
 * Multipart forms are read by their handlers (readMultipartForm), not by Fastify's body validation, so the
 * OpenAPI document gets their request bodies from the contract here, as every other part of it.
 */
export function documentMultipartBodies<D extends { paths?: object }>(document: D, endpoints: Endpoint[]): D {
  const paths = document.paths as Record<string, Record<string, Record<string, unknown>> | undefined> | undefined;
  for (const endpoint of endpoints) {
    const operation = endpoint.multipart && paths?.[endpointPath(endpoint)]?.[endpoint.method.toLowerCase()];
    if (!operation || !endpoint.multipart) continue;
    const schema = toJSONSchema(endpoint.multipart, { io: 'input', target: 'draft-2020-12' });
    delete schema.$schema;
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema } } };
  }
  return document;
}
