// JS bytes (gzipped, as transferred) loaded by a cold visit to a screen, per origin (host, each remote).
// Needs the built stack: starts `shared/build/cli.cjs serve` itself unless one answers on the host's port
// (8080, moved by PORTAL_PORT_OFFSET).
// Usage: node e2e/bench/cold-load.cjs [/cartera] [--files]   (--files: every script with its size)
const { spawn } = require('node:child_process');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { apps } = require('../../shared/build/apps.cjs');

const ROOT = path.resolve(__dirname, '../..');
const HOST = `http://localhost:${apps.find((a) => a.name === 'host').port}`;
const target = process.argv.slice(2).find((a) => a.startsWith('/')) || '/cartera';
const listFiles = process.argv.includes('--files');
// The host's public screens (shared/src/routes/route-table.ts, access 'public').
const PUBLIC =
  /^\/(login|admin|channels|recover-(password|reset|account|email|success)|register(-validation|-success)?|terminos)$/;

async function up() {
  try {
    return (await fetch(`${HOST}/config.json`)).ok;
  } catch {
    return false;
  }
}

async function main() {
  let stack;
  if (!(await up())) {
    stack = spawn(process.execPath, ['shared/build/cli.cjs', 'serve'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: path.join(os.tmpdir(), `portal-bench-${process.pid}`), LOG_LEVEL: 'warn' },
    });
    for (let i = 0; i < 600 && !(await up()); i++) await new Promise((r) => setTimeout(r, 300));
  }
  // The stack this script started is stopped whatever fails after it, Chromium's launch included.
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    // A public screen is measured signed out: a signed-in visit to /login is sent on to /home.
    let storageState;
    if (!PUBLIC.test(target)) {
      const page = await browser.newPage();
      await page.goto(`${HOST}/login`);
      await page.getByLabel(/^CUIT\/CUIL\/Email/).fill('20-17254359-7');
      await page.getByLabel(/^Contraseña/).fill('Demo1234');
      await page.getByRole('button', { name: 'Ingresar' }).click();
      await page.waitForURL(/\/home$/);
      storageState = await page.context().storageState();
    }

    // A new context: the session's cookies kept, no HTTP cache from the sign-in visit.
    const cold = await browser.newContext({ storageState });
    const p = await cold.newPage();
    const bytes = {};
    p.on('requestfinished', async (req) => {
      if (req.resourceType() !== 'script') return;
      const sizes = await req.sizes();
      const port = new URL(req.url()).port;
      const app = apps.find((a) => String(a.port) === port)?.dir ?? port;
      bytes[app] = (bytes[app] ?? 0) + sizes.responseBodySize + sizes.responseHeadersSize;
      if (listFiles) console.log(`${(sizes.responseBodySize / 1024).toFixed(1).padStart(7)} KiB  ${req.url()}`);
    });
    await p.goto(`${HOST}${target}`);
    await p.getByRole('heading', { level: 1 }).waitFor();
    await p.waitForLoadState('networkidle');
    const total = Object.values(bytes).reduce((a, b) => a + b, 0);
    console.table(
      Object.fromEntries(Object.entries(bytes).map(([k, v]) => [k, { 'KiB gzip': (v / 1024).toFixed(1) }])),
    );
    console.log(`JS transferred on a cold ${target}: ${(total / 1024).toFixed(1)} KiB`);
  } finally {
    await browser?.close();
    stack?.kill('SIGTERM');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
