import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';

/** How long an answered request's unread body may keep arriving (and be discarded) before its connection is cut. */
export const LINGER_MS = 5_000;

/**
 * An answer given before the request's body was read to its end (413 over the body limit, 415, 401, a refused
 * upload): Fastify marks it `Connection: close`, and closing a socket with unread bytes makes the kernel reset
 * it, so the client still sending — a browser, the host's proxy — may lose the answer (a 502 or no answer at
 * all through the host, issue 36 §1). Instead the connection stays open while Node reads the rest and
 * discards it (nginx's lingering close), for LINGER_MS at most.
 */
export function lingerOnEarlyAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    const socket = raw.socket;
    // (An injected request, in tests, has no socket of its own to keep or cut.)
    if (raw.complete || raw.method === 'GET' || raw.method === 'HEAD' || !(socket instanceof Socket)) return payload;
    if (String(reply.getHeader('connection') ?? '').toLowerCase() === 'close') reply.removeHeader('connection');
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    // Whatever reads the body stopped (a parser that gave up): the stream must flow for Node to discard the rest.
    reply.raw.once('finish', () => {
      if (!raw.complete) raw.resume();
    });
    return payload;
  });
}
