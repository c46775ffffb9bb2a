// Production-like static server for one app's dist folder (used by `pnpm start` and the e2e run).
// Remotes: static files with CORS, each on its own origin. Host: also /config.json and a proxy of
// /api and /security to the api, so the refresh-token cookie stays first-party (DESIGN.md §5).
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
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
  };
}

function proxy(req, res, target) {
  const url = new URL(req.url, target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host, 'x-forwarded-for': req.socket.remoteAddress } },
    (up) => {
      res.writeHead(up.statusCode || 502, up.headers);
      up.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: false, businessExceptions: [{ message: 'No se pudo conectar con el servidor!', title: 'Error' }] }));
  });
  req.pipe(upstream);
}

/** `config` overrides the environment's /config.json (the e2e containment spec points a remote elsewhere). */
function serve({ root, port, isHost, apiUrl, config }) {
  const headers = securityHeaders(isHost, config);
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (isHost && /^\/(api|security)(\/|$)/i.test(pathname)) return proxy(req, res, apiUrl);
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    if (!isHost) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    }
    if (req.method === 'OPTIONS') return res.writeHead(204).end();
    if (isHost && pathname === '/config.json') return sendRuntimeConfig(res, config);
    let file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    if (!file.startsWith(root)) return res.writeHead(403).end();
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // SPA fallback for the host's deep links; remotes only serve real files.
      if (!isHost || path.extname(pathname)) return res.writeHead(404).end('Not found');
      file = path.join(root, 'index.html');
    }
    const ext = path.extname(file);
    res.setHeader('Content-Type', TYPES[ext] || 'application/octet-stream');
    // Hashed chunks are immutable; entry points and manifests must be revalidated.
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\.(js|json|html|svg|map|txt)$/.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
      res.setHeader('Content-Encoding', 'gzip');
      return fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
    }
    fs.createReadStream(file).pipe(res);
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
