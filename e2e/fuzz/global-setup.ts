import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signIn, snapshot } from './session';
import { type FuzzState, STATE_FILE, type Targets } from './targets';

const ROOT = path.resolve(__dirname, '../..');
/** The suite's own stack sits beside any other (the e2e one, a running `npm start`). */
const OFFSET = Number(process.env.FUZZ_PORT_OFFSET ?? 700);

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} no respondió a tiempo`);
}

/** The production stack as `npm start` runs it (supervised), on a throw-away database, its log kept. */
async function startStack(): Promise<{ targets: Targets; stop: () => Promise<void> }> {
  const log = path.join(os.tmpdir(), `portal-fuzz-stack-${process.pid}.log`);
  const out = fs.openSync(log, 'w');
  const env = {
    ...process.env,
    PORTAL_PORT_OFFSET: String(OFFSET),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-fuzz-data-')),
    LOG_LEVEL: 'warn',
    // Thousands of generated sign-ins come from one address: the per-address limit is not under test here.
    SIGNIN_MAX_FAILURES_PER_ADDRESS: '1000000',
  };
  const child = spawn(process.execPath, ['shared/build/cli.cjs', 'serve'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  const targets: Targets = {
    host: `http://127.0.0.1:${8080 + OFFSET}`,
    api: `http://127.0.0.1:${4000 + OFFSET}`,
    log,
    supervisorPid: child.pid,
  };
  await waitFor(`${targets.api}/health`);
  await waitFor(`${targets.host}/config.json`);
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { targets, stop };
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  let stop = async () => {};
  let targets: Targets;
  if (process.env.FUZZ_BASE_URL) {
    targets = { host: process.env.FUZZ_BASE_URL.replace(/\/$/, ''), api: process.env.FUZZ_API_URL?.replace(/\/$/, '') };
  } else {
    ({ targets, stop } = await startStack());
  }
  const session = await signIn(targets.host);
  const state: FuzzState = { targets, snapshot: await snapshot(targets.host, session) };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  return stop;
}
