#!/usr/bin/env node
// The workspace's own commands, runnable with nothing but Node and npm (README):
//   start — install, build, run the api, the host and the five remotes (each on its own origin)
//   serve — run the built stack (used by start and by the e2e suite)
//   dev   — the api and every app's dev server
//   test  — install, type-check, unit and integration tests, build, end-to-end tests
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

/** pnpm from the npm registry (corepack fails on these machines, DESIGN.md §9). */
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

function build() {
  const t = run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build']);
  console.log(`⏱ build ${t.toFixed(1)} s`);
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

/** The built stack: api, then the six static servers, each on its own origin. */
async function serveStack() {
  const { serve } = require('./serve.cjs');
  const hostPort = apps.find((a) => a.name === 'host').port;
  const env = {
    ...process.env,
    PORT: String(process.env.API_PORT || API_PORT),
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${hostPort}`,
    CORS_ORIGINS: process.env.CORS_ORIGINS || apps.map((a) => `http://localhost:${a.port}`).join(','),
  };
  const api = spawn(process.execPath, ['dist/server.js'], { cwd: path.join(ROOT, 'api'), stdio: 'inherit', env });
  const stop = () => {
    api.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  api.on('exit', (code) => {
    console.error(`La api terminó (salida ${code})`);
    process.exit(code || 1);
  });
  await waitFor(`http://127.0.0.1:${env.PORT}/health`);
  const apiUrl = `http://127.0.0.1:${env.PORT}`;
  for (const app of apps) {
    await serve({ root: path.join(ROOT, app.dir, 'dist'), port: app.port, isHost: app.name === 'host', apiUrl });
  }
  const host = apps.find((a) => a.name === 'host');
  console.log(`\n✔ Portal de Productores listo: http://localhost:${host.port}\n`);
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
  times.unit = run('pnpm', ['run', 'test:unit']);
  times.build = run('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'build']);
  ensureChromium();
  times.e2e = run('pnpm', ['run', 'test:e2e']);
  console.log('\n⏱ ' + Object.entries(times).map(([k, v]) => `${k} ${v.toFixed(0)} s`).join(' · '));
}

const command = process.argv[2];
const commands = {
  start: async () => {
    install();
    build();
    await serveStack();
  },
  serve: serveStack,
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
