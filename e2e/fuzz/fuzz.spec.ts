import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { problemsOf } from './check';
import { edgeBodiesFor, validCalls } from './edge-bodies';
import { type FuzzInput, inputsFor } from './inputs';
import { type Operation, operationsOf } from './operations';
import { send } from './send';
import { type Session, signIn, snapshot } from './session';
import { readState } from './targets';

/** Inputs per operation (each sent to every target), and the seed that makes them the same on every run. */
const INPUTS = Number(process.env.FUZZ_INPUTS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const IN_FLIGHT = 4;
/** Requests that may go unanswered for 15 s once (and answer when sent again) before the run fails. */
const MAX_STALLS = 3;

function seedOf(op: Operation): number {
  let h = SEED;
  for (const c of `${op.method} ${op.path}`) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

test('every operation of the OpenAPI document survives generated hostile input, on the api and through the host', async () => {
  test.setTimeout(40 * 60_000);
  const { targets } = readState();
  const document = await (await fetch(`${targets.host}/api/docs`)).json();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(40);
  // The host serves its own pages and proxies only /api and /security: the rest is the api's alone.
  const basesOf = (op: Operation) =>
    [targets.api, /^\/(api|security)\//i.test(op.path) ? targets.host : undefined].filter((b): b is string =>
      Boolean(b),
    );

  let session: Session = await signIn(targets.host);
  const findings: string[] = [];
  const stalls: string[] = [];
  const figures = { operations: operations.length, requests: 0, status5xx: 0, timeouts: 0, slowestMs: 0, slowest: '' };

  for (const op of operations) {
    await test.step(`${op.method} ${op.path}`, async () => {
      const inputs = inputsFor(op, seedOf(op), INPUTS);
      expect(inputs.length).toBe(INPUTS);
      let next = 0;
      const worker = async () => {
        while (next < inputs.length) {
          const input = inputs[next++];
          if (Date.now() - session.at > 10 * 60_000) session = await signIn(targets.host);
          for (const base of basesOf(op)) {
            const where = base === targets.host ? 'host' : 'api';
            let answer = await send(base, op.method, input, session.token);
            figures.requests++;
            if (answer.failure?.startsWith('sin respuesta')) {
              // The same input again: a hang the server causes repeats (the input is the same bytes); a lone
              // stall of a loaded 2-core CI machine does not. Either way it is counted and listed.
              figures.timeouts++;
              stalls.push(
                `${op.method} ${op.path} [${where}, ${input.kind}, ${input.token}] ${input.path}?${input.query.slice(0, 120)}`,
              );
              answer = await send(base, op.method, input, session.token);
              figures.requests++;
            }
            if (answer.status >= 500) figures.status5xx++;
            if (answer.ms > figures.slowestMs)
              Object.assign(figures, {
                slowestMs: Math.round(answer.ms),
                slowest: `${op.method} ${op.path} (${input.kind})`,
              });
            for (const problem of problemsOf(op, input, answer)) {
              findings.push(
                `${op.method} ${op.path} [${where}, ${input.kind}, ${input.token}] ${input.path}?${input.query.slice(0, 120)}: ${problem}`,
              );
            }
          }
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    });
  }

  const summary = {
    ...figures,
    stalls,
    findings: findings.length,
    inputsPerOperation: INPUTS,
    seed: SEED,
    targets: [targets.api, targets.host],
  };
  console.log(`fuzz: ${JSON.stringify(summary)}`);
  fs.mkdirSync(test.info().outputDir, { recursive: true });
  fs.writeFileSync(
    path.join(test.info().outputDir, 'summary.json'),
    JSON.stringify({ ...summary, findingList: findings.slice(0, 500) }, null, 2),
  );
  expect(findings.slice(0, 40)).toEqual([]);
  // More than a few stalls is no longer the machine: the servers are slowing down under the suite.
  expect(stalls.length, stalls.join('\n')).toBeLessThanOrEqual(MAX_STALLS);
});

test("through the host, bodies over 1 MiB and malformed uploads get the api's own status, never a 5xx or a hang", async () => {
  test.setTimeout(10 * 60_000);
  const { targets } = readState();
  test.skip(!targets.api, "needs the api's own port to compare with");
  const document = await (await fetch(`${targets.host}/api/docs`)).json();
  const operations = operationsOf(document).filter((op) => /^\/(api|security)\//i.test(op.path));
  const session = await signIn(targets.host);
  // Each edge case, then an honest call: at IN_FLIGHT at a time, valid requests are always in flight beside them.
  const valid = validCalls(session.userId);
  type Job = { op: Operation; input: FuzzInput } | { valid: (typeof valid)[number] };
  const jobs: Job[] = operations.flatMap((op) =>
    edgeBodiesFor(op).flatMap((input, i) => [{ op, input }, { valid: valid[i % valid.length] }]),
  );
  expect(jobs.filter((j) => 'op' in j && j.op.body?.kind === 'multipart').length).toBeGreaterThanOrEqual(5 * 13);
  const figures = { requests: 0, status5xx: 0, timeouts: 0, slowestMs: 0, slowest: '' };
  const findings: string[] = [];
  const count = (where: string, what: string, answer: Awaited<ReturnType<typeof send>>) => {
    figures.requests++;
    if (answer.status >= 500) figures.status5xx++;
    if (answer.failure?.startsWith('sin respuesta')) figures.timeouts++;
    if (answer.ms > figures.slowestMs)
      Object.assign(figures, { slowestMs: Math.round(answer.ms), slowest: `${where} ${what}` });
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if ('valid' in job) {
        const [path, query = ''] = job.valid.path.split('?');
        const input: FuzzInput = {
          kind: 'valid',
          token: job.valid.signedIn ? 'valid' : 'none',
          path,
          query,
          mustBeRefused: false,
        };
        for (const base of [targets.api!, targets.host]) {
          const answer = await send(base, 'GET', input, session.token);
          count(base === targets.host ? 'host' : 'api', `GET ${job.valid.path}`, answer);
          if (answer.status !== 200)
            findings.push(`GET ${job.valid.path} [${base}]: ${answer.failure ?? answer.status}`);
        }
        continue;
      }
      const { op, input } = job;
      const what = `${op.method} ${op.path} [${input.kind}, ${input.token}]`;
      const direct = await send(targets.api!, op.method, input, session.token);
      count('api', what, direct);
      const proxied = await send(targets.host, op.method, input, session.token);
      count('host', what, proxied);
      if (direct.failure || direct.status >= 500)
        findings.push(`${what} en la api: ${direct.failure ?? direct.status}`);
      if (proxied.failure || proxied.status !== direct.status) {
        findings.push(
          `${what}: la api ${direct.status}, el host ${proxied.failure ?? `${proxied.status} ${proxied.body.toString('utf8').slice(0, 120)}`}`,
        );
      } else if (proxied.body.toString('utf8').includes('No se pudo conectar con el servidor')) {
        findings.push(`${what}: el host dice que no pudo conectar con la api`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  console.log(
    `fuzz (bordes por el host): ${JSON.stringify({ ...figures, jobs: jobs.length, findings: findings.length })}`,
  );
  expect(findings.slice(0, 40)).toEqual([]);
  expect(figures).toMatchObject({ status5xx: 0, timeouts: 0 });
});

test('no process of the stack ended or restarted, and every server still answers', async () => {
  const { targets } = readState();
  expect((await fetch(`${targets.host}/config.json`)).status).toBe(200);
  expect((await fetch(`${targets.host}/api/login/GetAppVersion`)).status).toBe(200);
  if (targets.api) expect((await fetch(`${targets.api}/health`)).status).toBe(200);
  if (targets.log) expect(fs.readFileSync(targets.log, 'utf8')).not.toMatch(/terminó/);
});

test('the demo data is as the suite found it, and the demo producer still signs in', async () => {
  const state = readState();
  const session = await signIn(state.targets.host);
  expect(await snapshot(state.targets.host, session)).toEqual(state.snapshot);
});

/** The supervisor's child whose command line contains `marker` (Linux: /proc). */
function childOf(supervisorPid: number, marker: string): number {
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const ppid = Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (ppid === supervisorPid && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker))
        return Number(pid);
    } catch {
      // the process ended while we looked
    }
  }
  throw new Error(`no child of ${supervisorPid} runs ${marker}`);
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test('the stack restarts a server that dies, and says so in its log', async () => {
  const { targets } = readState();
  test.skip(
    !targets.supervisorPid || !targets.log || process.platform !== 'linux',
    'only when the suite runs the stack itself',
  );
  for (const [marker, url] of [
    ['static', `${targets.host}/config.json`],
    ['dist/server.js', `${targets.api}/health`],
  ] as const) {
    const pid = childOf(targets.supervisorPid!, marker);
    process.kill(pid, 'SIGKILL');
    await expect.poll(() => answers(url), { timeout: 60_000, intervals: [250] }).toBe(true);
    expect(childOf(targets.supervisorPid!, marker)).not.toBe(pid);
  }
  const log = fs.readFileSync(targets.log!, 'utf8');
  expect(log).toMatch(/El servidor de las aplicaciones terminó \(señal SIGKILL\); se reinicia/);
  expect(log).toMatch(/La api terminó \(señal SIGKILL\); se reinicia/);
});
