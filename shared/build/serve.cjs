// Production-like front server for one app's dist folder (used by `pnpm start`, the e2e and fuzz suites), on
// maintained parts: Fastify, @fastify/static (the build's own .gz files beside each asset) and, for the host,
// @fastify/reply-from (api-proxy.cjs). Remotes: static files with CORS, each on its own origin. Host: also
// /config.json, the SPA's deep links and a proxy of /api and /security to the api, so the refresh-token cookie stays first-party (docs/adr/0009-no-secrets-in-the-browser.md).
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const fastifyStatic = require('@fastify/static');
const { runtimeConfig } = require('./runtime-config.cjs');
const { MESSAGES, sendError, answerClientError } = require('./error-answer.cjs');
const { PROXIED, registerApiProxy } = require('./api-proxy.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

function securityHeaders(isHost, config = runtimeConfig()) {
  const remoteOrigins = isHost
    ? [...new Set(Object.values(config.remotes).map((u) => new URL(u, 'http://localhost').origin))]
    : [];
  const ext = remoteOrigins.join(' ');
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' ${ext}`.trim(),
      `connect-src 'self' ${ext}`.trim(),
      "img-src 'self' data: blob: https:",
      // emotion injects <style> elements at runtime.
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
      // Only frames made from Blobs: a communication's sanitized HTML body, in a sandboxed frame (002 §2).
      'frame-src blob:',
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

/** Longer request targets are answered 414 (the api's own limit is the same). */
const MAX_URL_LENGTH = 8192;

/** The request's path, or null when it cannot be a path of ours (malformed escapes, NUL, not absolute). */
function requestPath(url) {
  try {
    const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/** The file under `root` a path names, or null when it climbs out of it. */
function fileOf(root, pathname) {
  const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  return file.startsWith(root) ? file : null;
}

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** `config` overrides the environment's /config.json (the e2e containment spec points a remote elsewhere). */
async function serve({ root, port, isHost, apiUrl, config = runtimeConfig() }) {
  const headers = securityHeaders(isHost, config);
  const app = Fastify({
    logger: false,
    // An idle keep-alive connection outlives the clients' own idle limit (Node's agent drops its sockets after 5 s,
    // browsers later): a server closing first races the client's next request on that socket, which then fails with
    // a reset (seen once in the fuzz suite on a loaded machine, a POST through the host).
    keepAliveTimeout: 65_000,
    // Fastify's router would cut long path segments (404); the length rule below is the only one.
    routerOptions: { maxParamLength: MAX_URL_LENGTH },
    // Malformed HTTP never reaches a route: answered in the same shape (431 for oversized headers).
    clientErrorHandler: answerClientError,
    // A path the router cannot decode: the same 400 (or 414) as any malformed path.
    frameworkErrors: (error, request, reply) => {
      if (request.raw.url.length > MAX_URL_LENGTH) return sendError(reply, 414, MESSAGES.urlTooLong);
      if (error.code === 'FST_ERR_BAD_URL')
        return sendError(reply, 400, MESSAGES.badUrl, [{ path: 'url', message: MESSAGES.badUrl }]);
      return sendError(reply, 400, MESSAGES.badRequest);
    },
  });
  app.server.headersTimeout = 66_000;

  // No body is parsed nor capped here (Fastify's bodyLimit never applies): the proxy streams it to the api, whose
  // limits and answers are the only ones; a static route never reads it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  await app.register(fastifyStatic, {
    root,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    contentType: false,
  });
  const proxyToApi = isHost ? await registerApiProxy(app, apiUrl) : null;

  app.setNotFoundHandler((_request, reply) => sendError(reply, 404, MESSAGES.notFound));
  // One request's failure is answered and logged; the server (and every app it serves) keeps going.
  app.setErrorHandler((error, request, reply) => {
    console.error(`[${path.basename(path.dirname(root))}] ${request.method} ${request.raw.url.slice(0, 200)}:`, error);
    return sendError(reply, 500, MESSAGES.unexpected);
  });

  // The file's type as the portal names it (text/javascript): @fastify/static sets its own on a .gz it sends.
  const contentTypes = new WeakMap();
  app.addHook('onSend', async (request, reply) => {
    const type = contentTypes.get(request);
    if (type && reply.statusCode < 300) reply.header('Content-Type', type);
  });

  const handle = (request, reply) => {
    const { url } = request.raw;
    if (url.length > MAX_URL_LENGTH) return sendError(reply, 414, MESSAGES.urlTooLong);
    const pathname = requestPath(url);
    if (pathname === null) return sendError(reply, 400, MESSAGES.badUrl, [{ path: 'url', message: MESSAGES.badUrl }]);
    if (proxyToApi && PROXIED.test(pathname)) return proxyToApi(request, reply);
    reply.headers(headers);
    if (!isHost) reply.headers({ 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' });
    if (request.method === 'OPTIONS') return reply.code(204).send();
    if (isHost && pathname === '/config.json') {
      return reply
        .type('application/json; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(JSON.stringify(config));
    }
    let file = fileOf(root, pathname);
    if (file === null) return sendError(reply, 404, MESSAGES.notFound);
    if (!isFile(file)) {
      // SPA fallback for the host's deep links; remotes only serve real files.
      if (!isHost || path.extname(pathname)) return sendError(reply, 404, MESSAGES.notFound);
      file = path.join(root, 'index.html');
    }
    // Hashed chunks are immutable; entry points and manifests must be revalidated.
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    contentTypes.set(request, TYPES[path.extname(file)] || 'application/octet-stream');
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return reply.sendFile(path.relative(root, file));
  };
  app.all('/', handle);
  app.all('/*', handle);

  await app.listen({ port, host: '0.0.0.0' });
  return app.server;
}

module.exports = { serve, securityHeaders };

if (require.main === module) {
  const [, , dir, port] = process.argv;
  const root = path.resolve(dir, 'dist');
  const isHost = path.basename(path.resolve(dir)) === 'host';
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${require('./apps.cjs').API_PORT}`;
  serve({ root, port: Number(port), isHost, apiUrl }).then(() =>
    console.log(`${path.basename(path.resolve(dir))} → http://localhost:${port}`),
  );
}
