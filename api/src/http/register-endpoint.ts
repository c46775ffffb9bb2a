import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BusinessError, type Endpoint, endpointPath, ValidationError } from '@portal/shared/contract';

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

/** `{id}` in the contract's paths is Fastify's `:id`. */
function routeUrl(endpoint: Endpoint): string {
  return endpointPath(endpoint).replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Serves one endpoint of the contract: its method and path, its zod schemas for validation, for the
 * response and for the OpenAPI document. Route handlers only map the input to a service call.
 */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: EndpointInput<E>) => Promise<Result<E>>,
): void {
  if (endpoint.auth) {
    // Fail closed: a signed-in endpoint must not be served before the session guard exists to protect it.
    throw new Error(`${endpointPath(endpoint)} needs authentication, which registerEndpoint does not provide yet`);
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: routeUrl(endpoint),
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.area],
      // Only the parts the endpoint has: Fastify warns about keys present but undefined.
      ...(endpoint.query && { querystring: endpoint.query }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(endpoint.params && { params: endpoint.params }),
      response: { 200: endpoint.response, 400: ValidationError, '4xx': BusinessError, '5xx': BusinessError },
    },
    handler: async (request, reply) => {
      const input = { query: request.query, body: request.body, params: request.params, request, reply };
      const result = await handler(input as EndpointInput<E>);
      // Fastify sends a returned string as raw text; the contract's answers are JSON, strings included.
      if (typeof result === 'string') return reply.type('application/json; charset=utf-8').send(reply.serialize(result));
      return result;
    },
  });
}
