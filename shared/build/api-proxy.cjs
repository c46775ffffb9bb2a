// The host's proxy of /api and /security to the api (@fastify/reply-from over undici), so the refresh-token cookie
// stays first-party (docs/adr/0009-no-secrets-in-the-browser.md). The api alone judges a request: bodies stream through unread and uncapped, and
// whatever it answers — an early 413, 400 or 401 before it read the whole body included — goes back as it gave it.
const { PassThrough } = require('node:stream');
const replyFrom = require('@fastify/reply-from');
const { MESSAGES, sendError } = require('./error-answer.cjs');

/** Paths the host hands to the api, in any letter case (as the old server and nginx do). */
const PROXIED = /^\/(api|security)(\/|$)/i;

/** Whether the raw request carries a body of its own (Fastify reads none on GET/HEAD, nor on a DELETE without a type). */
function hasBody(raw) {
  return raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] || 0) > 0;
}

/** How long the unread rest of an answered request's body may keep arriving (and be discarded) before the
 * client's connection is cut: the api's own lingering close (api/src/http/lingering-close.ts). */
const LINGER_MS = 5_000;

/** Client requests whose body goes to the api through bodyFor, and whose unread rest it discards. */
const streamed = new WeakSet();

/**
 * The client's body as undici reads it: a stream of its own. When the api answers before reading it all (an
 * early 413, 401 or 403), undici drops the upstream socket and destroys the body it was sending; handed the client's
 * request itself, that destroyed the client's connection too, so a client still sending lost the answer (EPIPE,
 * issue 36 §1). Here the client's connection is only unhooked: the rest of its body is read and discarded.
 */
function bodyFor(raw, response) {
  streamed.add(raw);
  const body = new PassThrough();
  let unhooked = false;
  const discardRest = () => {
    if (unhooked) return;
    unhooked = true;
    raw.unpipe(body);
    if (raw.complete || raw.destroyed) return;
    const timer = setTimeout(() => raw.socket?.destroy(), LINGER_MS);
    timer.unref();
    raw.once('end', () => clearTimeout(timer));
    raw.resume();
  };
  // undici gave up on the body, or the answer is complete: what is left is nobody's.
  body.once('close', discardRest);
  response.once('finish', discardRest);
  // The client went away mid-body: the api must not wait for the rest.
  raw.once('close', () => {
    if (!raw.complete) body.destroy(new Error('the client closed its connection before sending its whole body'));
  });
  raw.pipe(body);
  return body;
}

/** Registers reply.from on `app`; returns the route handler that forwards one request. */
async function registerApiProxy(app, apiUrl) {
  await app.register(replyFrom, {
    base: apiUrl,
    // No time limit of the proxy's own: a long report is the api's to end (the old proxy had none either).
    undici: { headersTimeout: 0, bodyTimeout: 0 },
    disableRequestLogging: true,
  });
  // reply-from marks an answer that comes before the client's whole body `Connection: close`; Node then ends the
  // socket with unread bytes in it, which the kernel turns into a reset, and a client still sending loses the
  // answer. The connection stays open instead while bodyFor discards the rest (at most LINGER_MS).
  app.addHook('onSend', async (request, reply, payload) => {
    if (streamed.has(request.raw) && !request.raw.complete) reply.removeHeader('connection');
    return payload;
  });
  return function proxyToApi(request, reply) {
    try {
      return forward(request, reply);
    } catch (error) {
      // reply-from refuses a path whose decoded form climbs ('..%2f'): the same 400 as any malformed path.
      if (error.statusCode === 400)
        return sendError(reply, 400, MESSAGES.badUrl, [{ path: 'url', message: MESSAGES.badUrl }]);
      throw error;
    }
  };

  function forward(request, reply) {
    const { raw } = request;
    const bodyless = raw.method === 'GET' || raw.method === 'HEAD';
    // A body Fastify left unread (no content type) still goes to the api, as the same bytes.
    if (!bodyless && request.body === undefined && hasBody(raw)) request.body = raw;
    if (request.body === raw) request.body = bodyFor(raw, reply.raw);
    // The path alone: reply-from adds the query as the client sent it (it would choke decoding a malformed one).
    const source = raw.url.split('?')[0];
    return reply.from(source, {
      rewriteRequestHeaders: (_req, headers) => {
        const out = { ...headers, 'x-forwarded-for': raw.socket.remoteAddress, 'x-forwarded-proto': request.protocol };
        // Node's server has already told the client to go on (100 Continue); undici refuses the header (a 502 before).
        delete out.expect;
        // The api never reads a GET's body: none is forwarded, so none may be announced.
        if (bodyless) {
          delete out['content-length'];
          delete out['transfer-encoding'];
        }
        return out;
      },
      // The api's own 503 is its answer, not a reason to ask again.
      retryDelay: () => null,
      onError: (rep, { error }) => {
        // An answer already under way cannot be replaced: the connection ends so that the client sees it cut.
        if (rep.sent || rep.raw.headersSent) return rep.raw.destroy();
        app.log.warn({ err: error }, 'proxy: the api did not answer');
        return sendError(rep, 502, MESSAGES.noApi);
      },
    });
  }
}

module.exports = { PROXIED, registerApiProxy };
