import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's headers for an api that only answers JSON: nothing may be loaded by, or frame, what it returns.
 * They are the same for every answer, so helmet computes them once, at start: @fastify/helmet built helmet's
 * middleware again on every request (≈ 4 % of the api's CPU on a page of the commission detail, issue 8 §3).
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  const apply = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
  });
  // helmet's middleware only sets headers, synchronously, before it calls next.
  void apply({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Every answer, an unknown path's and an error's included, carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
