// Production-like static server for one app's dist folder (used by `pnpm start` and the e2e run).
// Remotes: static files with CORS, each on its own origin. Host: also /config.json and a proxy of
// /api and /security to the api, so the refresh-token cookie stays first-party (docs/adr/0009-no-secrets-in-the-browser.md).
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { runtimeConfig, sendRuntimeConfig } = require('./runtime-config.cjs');

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp',
  '.map': 'application/json', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.woff2': 'font/woff2',
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

/** The error shape of docs/adr/0002-contract-first-calls.md, for the answers this server gives itself. */
function sendError(res, status, message, issues) {
  if (res.headersSent) return res.destroy();
  const body = { success: false, businessExceptions: [{ message, title: 'Error' }], ...(status === 400 && { issues: issues ?? [] }) };
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

const MESSAGES = {
  badUrl: 'La dirección solicitada es inválida.',
  urlTooLong: 'La dirección solicitada es demasiado larga.',
  headersTooLarge: 'Los encabezados de la solicitud son demasiado grandes.',
  badRequest: 'La solicitud es inválida.',
  notFound: 'El recurso solicitado no existe.',
  noApi: 'No se pudo conectar con el servidor!',
  unexpected: 'Por favor intente nuevamente más tarde',
};
/** Longer request targets are answered 414 (the api's own limit is the same). */
const MAX_URL_LENGTH = 8192;

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (up) => {
      res.writeHead(up.statusCode || 502, up.headers);
      up.pipe(res);
      up.on('error', () => res.destroy());
    },
  );
  upstream.on('error', () => sendError(res, 502, MESSAGES.noApi));
  // A client that goes away mid-body must not leave the upstream request hanging.
  req.on('error', () => upstream.destroy());
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** The request's path, or null when it cannot be a path of ours (malformed escapes, NUL, not absolute). */
function requestPath(req) {
  try {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    return pathname.includes('\0') ? null : pathname;
  } catch {
    return null;
  }
}

/**
 * Streams a file, gzipped when the client takes it: the build's own `.gz` beside it when there is one (level 9,
 * as nginx's gzip_static sends it), else compressed on the way. A read error ends this answer alone.
 */
function sendStatic(req, res, file) {
  const gzipped = /\bgzip\b/.test(req.headers['accept-encoding'] || '');
  const packed = gzipped && fs.existsSync(`${file}.gz`) ? `${file}.gz` : null;
  const source = fs.createReadStream(packed ?? file);
  source.on('error', () => sendError(res, 404, MESSAGES.notFound));
  if (packed) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', fs.statSync(packed).size);
    return source.pipe(res);
  }
  if (/\.(js|json|html|svg|map|txt)$/.test(file) && gzipped) {
    res.setHeader('Content-Encoding', 'gzip');
    const gzip = zlib.createGzip();
    gzip.on('error', () => res.destroy());
    return source.pipe(gzip).pipe(res);
  }
  source.pipe(res);
}

/** `config` overrides the environment's /config.json (the e2e containment spec points a remote elsewhere). */
function serve({ root, port, isHost, apiUrl, config }) {
  const headers = securityHeaders(isHost, config);
  const handle = (req, res) => {
    if (req.url.length > MAX_URL_LENGTH) return sendError(res, 414, MESSAGES.urlTooLong);
    const pathname = requestPath(req);
    if (pathname === null) return sendError(res, 400, MESSAGES.badUrl, [{ path: 'url', message: MESSAGES.badUrl }]);
    if (isHost && /^\/(api|security)(\/|$)/i.test(pathname)) return proxy(req, res, apiUrl);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (!isHost) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (isHost && pathname === '/config.json') return sendRuntimeConfig(res, config);
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return sendError(res, 404, MESSAGES.notFound);
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // SPA fallback for the host's deep links; remotes only serve real files.
      if (!isHost || path.extname(pathname)) return sendError(res, 404, MESSAGES.notFound);
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] || 'application/octet-stream');
    // Hashed chunks are immutable; entry points and manifests must be revalidated.
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    sendStatic(req, res, file);
  };
  const server = http.createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // One request's failure is answered and logged; the server (and every app it serves) keeps going.
      console.error(`[${path.basename(path.dirname(root))}] ${req.method} ${req.url.slice(0, 200)}:`, error);
      sendError(res, 500, MESSAGES.unexpected);
    }
  });
  // An idle keep-alive connection outlives the clients' own idle limit (Node's agent drops its sockets after 5 s,
  // browsers later): a server closing first races the client's next request on that socket, which then fails with
  // a reset (seen once in the fuzz suite on a loaded machine, a POST through the host).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // Malformed HTTP never reaches the handler: answer it in the same shape (431 for oversized headers).
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_URI_TOO_LONG' ? 414 : 400;
    const message = status === 431 ? MESSAGES.headersTooLarge : status === 414 ? MESSAGES.urlTooLong : MESSAGES.badRequest;
    const body = JSON.stringify({ success: false, businessExceptions: [{ message, title: 'Error' }], ...(status === 400 && { issues: [] }) });
    socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => resolve(server));
  });
}

module.exports = { serve, securityHeaders };

if (require.main === module) {
  const [, , dir, port] = process.argv;
  const root = path.resolve(dir, 'dist');
  const isHost = path.basename(path.resolve(dir)) === 'host';
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${require('./apps.cjs').API_PORT}`;
  serve({ root, port: Number(port), isHost, apiUrl }).then(() => console.log(`${path.basename(path.resolve(dir))} → http://localhost:${port}`));
}
