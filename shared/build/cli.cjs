#!/usr/bin/env node
// The workspace's own commands, runnable with nothing but Node and npm (README):
//   start — install, build, run the api, the host and the five remotes (each on its own origin)
//   serve — run the built stack (used by start and by the e2e suite), restarting any part that dies
//   static — the six static servers alone (a child of serve)
//   dev   — the api and every app's dev server
//   test  — install, type-check, unit and integration tests, build, end-to-end tests, the generated-input suite
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { apps, API_PORT } = require('./apps.cjs');

const ROOT = path.resolve(__dirname, '../..');
const PNPM_VERSION = '12.21.0';

function run(cmd, args, opts = {}) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (r.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(' ')} (salida ${r.status})`);
    process.exit(r.status || 1);
  }
  return (Date.now() - started) / 1000;
}

function has(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

/** pnpm from the npm registry (corepack fails on these machines, docs/adr/0014-toolchain-pins.md). */
function ensurePnpm() {
  if (has('pnpm')) return;
  console.log(`Instalando pnpm ${PNPM_VERSION}…`);
  spawnSync('corepack', ['disable', 'pnpm'], { stdio: 'ignore' });
  run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`]);
}

function install() {
  ensurePnpm();
  const t = run('pnpm', ['install', '--frozen-lockfile']);
  console.log(`⏱ install ${t.toFixed(1)} s`);
}

/** Builds only the packages whose inputs changed since their last build (issue 13 §4). */
function build() {
  const { buildPackages, isUpToDate, markBuilt } = require('./build-inputs.cjs');
  const started = Date.now();
  const stale = buildPackages().filter((pkg) => !isUpToDate(pkg));
  if (stale.length) {
    // The api's esbuild bundle takes a second: it is rebuilt with any other package (its migrations are read at run time).
    console.log(`Compilando ${stale.map((p) => p.dir).join(', ')}…`);
    const names = new Set([...stale.map((p) => p.name), '@portal/api']);
    run('pnpm', ['--workspace-concurrency=2', ...[...names].flatMap((n) => ['--filter', n]), 'run', 'build'], {
      env: { ...process.env, PORTAL_BUILD_CACHE: '1' },
    });
    // The digest read before building: a file edited meanwhile makes the next start build again.
    for (const pkg of stale) markBuilt(pkg);
  } else console.log('Sin cambios desde la última compilación.');
  console.log(`⏱ build ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function waitFor(url, timeoutMs = 120000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} no respondió a tiempo`);
}

/**
 * Runs a child process and starts it again whenever it dies (saying so), so that a crash can never
 * leave the portal down. A child that keeps dying is restarted with a growing pause, up to 5 s.
 * Kept rather than a process manager (pm2 and the like): `npm start` needs nothing but Node, this is all
 * it asks of one (restart, back-off, a line in the log, a clean stop), and the fuzz suite checks it.
 */
function supervise(name, args, options) {
  let child;
  let stopping = false;
  let failures = 0;
  const start = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      failures = Date.now() - startedAt > 60_000 ? 1 : failures + 1;
      const pause = Math.min(5000, 250 * 2 ** (failures - 1));
      console.error(`✖ ${name} terminó (${signal ? `señal ${signal}` : `salida ${code}`}); se reinicia en ${pause} ms`);
      setTimeout(() => !stopping && start(), pause);
    });
  };
  start();
  return {
    stop: () =>
      new Promise((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** The six static servers, each on its own origin, in one process (`cli.cjs static`, supervised by serve). */
async function serveStatic() {
  const { serve } = require('./serve.cjs');
  const apiUrl = `http://127.0.0.1:${process.env.API_PORT || API_PORT}`;
  for (const app of apps) {
    await serve({ root: path.join(ROOT, app.dir, 'dist'), port: app.port, isHost: app.name === 'host', apiUrl });
  }
}

/** The built stack: the api and the static servers, each a supervised child of this process. */
async function serveStack() {
  const hostPort = apps.find((a) => a.name === 'host').port;
  const apiPort = String(process.env.API_PORT || API_PORT);
  const env = {
    ...process.env,
    PORT: apiPort,
    API_PORT: apiPort,
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${hostPort}`,
    CORS_ORIGINS: process.env.CORS_ORIGINS || apps.map((a) => `http://localhost:${a.port}`).join(','),
  };
  const children = [supervise('La api', ['dist/server.js'], { cwd: path.join(ROOT, 'api'), env })];
  const stop = async () => {
    await Promise.all(children.map((c) => c.stop()));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // The pages only once the api answers (migrated and seeded), so whoever waits for the host waits for both.
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 600_000);
  children.push(supervise('El servidor de las aplicaciones', [__filename, 'static'], { cwd: ROOT, env }));
  await waitFor(`http://127.0.0.1:${hostPort}/config.json`);
  console.log(`\n✔ Portal de Productores listo: http://localhost:${hostPort}\n`);
}

function dev() {
  ensurePnpm();
  const procs = [
    spawn('pnpm', ['--filter', '@portal/api', 'dev'], { cwd: ROOT, stdio: 'inherit' }),
    ...apps.map((a) => spawn('pnpm', ['--filter', `@portal/${a.dir}`, 'dev'], { cwd: ROOT, stdio: 'inherit' })),
  ];
  process.on('SIGINT', () => procs.forEach((p) => p.kill('SIGINT')));
}

/** Debian's Chromium for the e2e suite; Playwright never downloads a browser here. */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid && process.getuid() === 0) {
    run('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
  } else {
    console.error('Falta /usr/bin/chromium: instalalo con `sudo apt-get install -y chromium`.');
    process.exit(1);
  }
}

function test() {
  install();
  const times = {};
  times.typecheck = run('pnpm', ['run', 'typecheck']);
  times.lint = run('pnpm', ['run', 'lint']);
  times.format = run('pnpm', ['run', 'format:check']);
  times.unit = run('pnpm', ['run', 'test:unit']);
  times.build = run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build']);
  ensureChromium();
  times.e2e = run('pnpm', ['run', 'test:e2e']);
  times.fuzz = run('pnpm', ['run', 'test:fuzz']);
  console.log(
    '\n⏱ ' +
      Object.entries(times)
        .map(([k, v]) => `${k} ${v.toFixed(0)} s`)
        .join(' · '),
  );
}

const command = process.argv[2];
const commands = {
  start: async () => {
    install();
    build();
    await serveStack();
  },
  serve: serveStack,
  static: serveStatic,
  dev,
  test,
};
if (!commands[command]) {
  console.error(`Uso: node shared/build/cli.cjs <${Object.keys(commands).join('|')}>`);
  process.exit(2);
}
Promise.resolve(commands[command]()).catch((error) => {
  console.error(error);
  process.exit(1);
});
