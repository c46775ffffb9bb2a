// JS bytes per app, raw and gzipped, from the production builds (run `pnpm build` first).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { apps } = require('./apps.cjs');

const ROOT = path.resolve(__dirname, '../..');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const rows = [];
for (const app of apps) {
  const dist = path.join(ROOT, app.dir, 'dist');
  if (!fs.existsSync(dist)) {
    console.error(`${app.dir}: sin build (pnpm build)`);
    continue;
  }
  let raw = 0;
  let gz = 0;
  for (const f of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gz += zlib.gzipSync(buf, { level: 9 }).length;
  }
  const entry = app.name === 'host' ? 'main.js' : 'remoteEntry.js';
  const entryGz = zlib.gzipSync(fs.readFileSync(path.join(dist, entry)), { level: 9 }).length;
  rows.push({ app: app.dir, 'js (raw)': kb(raw), 'js (gzip)': kb(gz), [`entry gzip`]: kb(entryGz) });
}
console.table(rows);
