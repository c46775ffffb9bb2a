// Issue 13 §1: the federated build against the one-bundle baseline, side by side, in one run.
// For /login, /home and /cartera (signed in as the demo producer where needed), each on a cold cache
// (a fresh browser context): JS transferred (gzip bodies of every script) and LCP, median of RUNS.
// Needs `pnpm build` and `node e2e/bench/one-bundle/build.cjs`; starts `cli.cjs serve` itself unless
// the stack answers on the host's port, and serves the baseline like the host on host port + 10.
// Usage: node e2e/bench/compare.cjs [--runs=3] [--files] [--rtt=150]
// --rtt: every request of the measured visits waits that many milliseconds more (Chromium's network emulation), as on
// the mobile connections many producers use: what a chain of requests one after another costs shows in the LCP.
/* global window, PerformanceObserver -- these run in the page */
const { spawn } = require('node:child_process');
const http = require('node:http');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('@playwright/test');
const { apps, API_PORT } = require('../../shared/build/apps.cjs');
const { serve } = require('../../shared/build/serve.cjs');

const ROOT = path.resolve(__dirname, '../..');
const hostPort = apps.find((a) => a.name === 'host').port;
const BUILDS = { federated: `http://localhost:${hostPort}`, 'one-bundle': `http://localhost:${hostPort + 10}` };
const PAGES = ['/login', '/home', '/cartera'];
const TARGETS = { '/login': 200, '/home': 300, '/cartera': 450 };
const MAX_BYTES_RATIO = 1.1;
const MAX_LCP_RATIO = 1.15;
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 3);
const listFiles = process.argv.includes('--files');
const RTT = Number(process.argv.find((a) => a.startsWith('--rtt='))?.slice(6) ?? 0);
const PRODUCER = '20-17254359-7';
const PASSWORD = 'Demo1234';

async function up(base) {
  try {
    return (await fetch(`${base}/config.json`)).ok;
  } catch {
    return false;
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function signIn(browser, base) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(/^CUIT\/CUIL\/Email/).fill(PRODUCER);
  await page.getByLabel(/^Contraseña/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await page.waitForURL(/\/home$/, { timeout: 120000 });
  const state = await ctx.storageState();
  await ctx.close();
  return state;
}

const gzipBytes = new Map();
/** The gzip body the server sends for a script (what a cold visit transfers), fetched once per URL. */
function transferred(url) {
  if (!gzipBytes.has(url)) {
    gzipBytes.set(
      url,
      new Promise((resolve, reject) => {
        http
          .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
            let n = 0;
            res.on('data', (c) => (n += c.length));
            res.on('end', () => resolve(n));
          })
          .on('error', reject);
      }),
    );
  }
  return gzipBytes.get(url);
}

const federationOwn = new Map();
/**
 * Whether a script is federation's own code rather than the portal's: a remote's entry, the host's federation chunk
 * (host/src/app/remotes/federation.ts) or the chunk holding @module-federation's runtime core. What the federated build
 * cannot do without, whatever the page, so the bytes ratio cannot fall below (one-bundle + these) / one-bundle.
 */
function isFederationOwn(url) {
  if (!federationOwn.has(url)) {
    const name = new URL(url).pathname.split('/').pop();
    federationOwn.set(
      url,
      name === 'remoteEntry.js' || /^federation\.[0-9a-f]+\.js$/.test(name)
        ? Promise.resolve(true)
        : fetch(url)
            .then((res) => res.text())
            .then((code) => code.includes('initContainer') && code.includes('__FEDERATION__')),
    );
  }
  return federationOwn.get(url);
}

/** One cold visit: a new context (no HTTP cache), the session's cookie and storage only. */
async function visit(browser, base, target, storageState) {
  const ctx = await browser.newContext(storageState ? { storageState } : {});
  await ctx.addInitScript(() => {
    const w = window;
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const page = await ctx.newPage();
  if (RTT) {
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: RTT,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  const urls = new Set();
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') urls.add(res.url());
  });
  await page.goto(`${base}${target}`);
  await page.waitForURL(new RegExp(`${target}$`));
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60000 });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(() => window.__lcp);
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  if (storageState && heading === 'Ingreso') throw new Error(`${base}${target}: la sesión no se restauró`);
  // The refresh token rotates on every use: the next visit starts from this one's cookie.
  const nextState = storageState ? await ctx.storageState() : undefined;
  await ctx.close();
  const files = await Promise.all(
    [...urls].map(async (url) => ({
      url,
      bytes: await transferred(url),
      federation: base === BUILDS.federated && (await isFederationOwn(url)),
    })),
  );
  const sum = (fs) => fs.reduce((a, f) => a + f.bytes, 0);
  return { bytes: sum(files), federationBytes: sum(files.filter((f) => f.federation)), files, lcp, nextState };
}

async function main() {
  let stack;
  if (!(await up(BUILDS.federated))) {
    stack = spawn(process.execPath, ['shared/build/cli.cjs', 'serve'], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, DATA_DIR: path.join(os.tmpdir(), `portal-bench-${process.pid}`), LOG_LEVEL: 'warn' },
    });
    for (let i = 0; i < 600 && !(await up(BUILDS.federated)); i++) await new Promise((r) => setTimeout(r, 300));
  }
  const oneBundleDist = path.join(__dirname, 'one-bundle', 'dist');
  if (!fs.existsSync(path.join(oneBundleDist, 'index.html')))
    throw new Error('Sin baseline: node e2e/bench/one-bundle/build.cjs');
  const baseline = await serve({
    root: oneBundleDist,
    port: hostPort + 10,
    isHost: true,
    apiUrl: `http://127.0.0.1:${API_PORT}`,
  });
  const browser = await chromium.launch({
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
  const results = {};
  try {
    const sessions = {};
    for (const [name, base] of Object.entries(BUILDS)) sessions[name] = await signIn(browser, base);
    for (const target of PAGES) {
      for (let run = 0; run < RUNS; run++) {
        // Alternate the builds so both see the same machine load.
        for (const [name, base] of Object.entries(BUILDS)) {
          const r = await visit(browser, base, target, target === '/login' ? undefined : sessions[name]);
          if (r.nextState) sessions[name] = r.nextState;
          ((results[target] ??= {})[name] ??= []).push(r);
          if (listFiles && run === 0) {
            console.log(`\n${name} ${target}: ${r.files.length} scripts`);
            for (const f of r.files.sort((a, b) => b.bytes - a.bytes))
              console.log(
                `${(f.bytes / 1024).toFixed(1).padStart(7)} KiB  ${f.url}${f.federation ? '  (federation)' : ''}`,
              );
          }
        }
      }
    }
  } finally {
    await browser.close();
    baseline.close();
    stack?.kill('SIGTERM');
  }

  const rows = {};
  const failures = [];
  for (const target of PAGES) {
    const f = results[target].federated;
    const o = results[target]['one-bundle'];
    const fb = median(f.map((r) => r.bytes)) / 1024;
    const ob = median(o.map((r) => r.bytes)) / 1024;
    const fl = median(f.map((r) => r.lcp));
    const ol = median(o.map((r) => r.lcp));
    const row = {
      'federated KiB': fb.toFixed(1),
      'federated files': f[0].files.length,
      'one-bundle KiB': ob.toFixed(1),
      'one-bundle files': o[0].files.length,
      'bytes ratio': (fb / ob).toFixed(2),
      // Federation's own scripts on the page (see isFederationOwn), and the bytes ratio they alone set as a floor.
      'federation KiB': (median(f.map((r) => r.federationBytes)) / 1024).toFixed(1),
      'ratio floor': ((ob + median(f.map((r) => r.federationBytes)) / 1024) / ob).toFixed(2),
      'federated LCP ms': Math.round(fl),
      'one-bundle LCP ms': Math.round(ol),
      'LCP ratio': (fl / ol).toFixed(2),
    };
    rows[target] = row;
    if (fb > TARGETS[target]) failures.push(`${target}: ${fb.toFixed(1)} KiB > ${TARGETS[target]} KiB`);
    if (fb / ob > MAX_BYTES_RATIO) failures.push(`${target}: bytes ratio ${row['bytes ratio']} > ${MAX_BYTES_RATIO}`);
    if (fl / ol > MAX_LCP_RATIO) failures.push(`${target}: LCP ratio ${row['LCP ratio']} > ${MAX_LCP_RATIO}`);
  }
  console.log(
    `JS transferred (gzip bodies) and LCP, cold cache, median of ${RUNS} runs${RTT ? `, ${RTT} ms more per request` : ''}`,
  );
  console.table(rows);
  if (failures.length) {
    console.log(`Fuera de objetivo:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('Objetivos del issue 13 §1 cumplidos.');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
