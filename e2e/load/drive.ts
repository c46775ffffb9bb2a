import autocannon from 'autocannon';
import { percentile } from '../cluster/client';
import { type Call, type CallClass, CLASSES, type Producer, SIGN_IN, signInBody, VISIT, type Visitor } from './mix';

/**
 * Drives the portal through nginx at a steady rate with autocannon: `rate` visitors, each on a keep-alive
 * connection of its own, making one call a second (autocannon's connectionRate), through the visit of mix.ts.
 *
 * autocannon lets each connection send its second's calls when its one-second timer fires, and the timers of
 * one autocannon instance fire together: `rate` connections in one instance would send every call of a second
 * at once. The connections are therefore spread over INSTANCES instances started 1000/INSTANCES ms apart, so
 * the calls arrive spread over the second as many independent visitors' would.
 */
const INSTANCES = 25;

/** Sessions handed from one step of the load to the next, so a new step does not open with a burst of sign-ins. */
export class SessionPool {
  private readonly idle: Visitor[] = [];
  private next = 0;
  constructor(readonly producers: Producer[]) {}

  /** The next producer to sign in as: every producer in turn. */
  nextProducer(): Producer {
    return this.producers[this.next++ % this.producers.length];
  }

  take(): Visitor | undefined {
    return this.idle.pop();
  }

  give(v: Visitor): void {
    if (v.token) this.idle.push(v);
  }

  get size(): number {
    return this.idle.length;
  }
}

export interface ClassFigures {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface StepFigures {
  /** The rate asked for (calls/s) and the one measured. */
  target: number;
  rate: number;
  seconds: number;
  requests: number;
  errors: number;
  /** Non-2xx answers by status, and connection errors and timeouts (status 0). */
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  classes: Record<string, ClassFigures>;
  /** The first failed answers: class, status and the start of the body, to say what failed. */
  failures: { cls: string; path: string; status: number; body: string }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

interface Context {
  v?: Visitor;
  pending?: { cls: CallClass; path: string; producer?: Producer };
  /** A call sent and not answered yet (when autocannon stops, a refresh cut off leaves the session's cookie stale). */
  inFlight?: boolean;
}

/**
 * `rate` calls a second for `seconds`, recorded after the first `warmSeconds` (connections opening, the
 * first sign-ins of visitors the pool could not give a session). Visitors' sessions go back to the pool.
 */
export async function drive(
  host: string,
  pool: SessionPool,
  rate: number,
  seconds: number,
  warmSeconds: number,
): Promise<StepFigures> {
  const latencies = new Map<CallClass, number[]>(CLASSES.map((c) => [c, []]));
  const errors = new Map<CallClass, number>(CLASSES.map((c) => [c, 0]));
  const statuses: Record<string, number> = {};
  const failures: StepFigures['failures'] = [];
  const contexts: Context[] = [];
  let recording = false;
  // Set by the answered call's onResponse, read by the instance's 'response' event that follows it at once
  // (autocannon calls both in one go for a connection: no other answer comes between them).
  let answered: { cls: CallClass; path: string } | undefined;

  const newVisitor = (): Visitor => {
    const pooled = pool.take();
    if (pooled) return { ...pooled, step: Math.floor(Math.random() * VISIT.length) };
    return {
      producer: pool.nextProducer(),
      token: '',
      refresh: '',
      step: Math.floor(Math.random() * VISIT.length),
      turn: Math.floor(Math.random() * 1000),
    };
  };

  const slot: autocannon.Request = {
    method: 'GET',
    path: '/',
    setupRequest: (req, raw) => {
      const context = raw as Context;
      if (!context.v) {
        context.v = newVisitor();
        contexts.push(context);
      }
      const v = context.v;
      let call: Call | null = null;
      if (!v.token) call = SIGN_IN;
      for (let tries = 0; !call && tries < VISIT.length; tries++) {
        call = VISIT[v.step % VISIT.length](v) || null;
        v.step++;
        if (v.step % VISIT.length === 0) v.turn++;
      }
      if (!call) throw new Error('la visita no tiene ninguna llamada');
      const headers: Record<string, string> = { accept: 'application/json' };
      let body: unknown = call.body;
      let producer: Producer | undefined;
      if (call.cls === 'sign-in') {
        producer = pool.nextProducer();
        body = signInBody(producer);
      }
      if (call.cls === 'refresh') headers.cookie = v.refresh;
      if (!call.anonymous) headers.authorization = `Bearer ${v.token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      context.pending = { cls: call.cls, path: call.path, producer };
      context.inFlight = true;
      return {
        ...req,
        method: call.method,
        path: call.path,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      };
    },
    onResponse: (status, body, raw, headers) => {
      const context = raw as Context;
      const pending = context.pending!;
      answered = pending;
      context.inFlight = false;
      const v = context.v!;
      // A session refused (it expired, or its refresh was cut off): the visitor signs in again next.
      if (status === 401) v.token = '';
      if (status === 200 && (pending.cls === 'sign-in' || pending.cls === 'refresh')) {
        const parsed = JSON.parse(body) as { authenticationResult?: { token: string }; token?: string };
        v.token = parsed.authenticationResult?.token ?? parsed.token ?? v.token;
        const setCookie = headers?.['set-cookie'] ?? headers?.['Set-Cookie'];
        const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie]).find(
          (c) => typeof c === 'string' && c.startsWith('refresh_token='),
        );
        if (cookie) v.refresh = cookie.split(';')[0];
        if (pending.producer) v.producer = pending.producer;
      }
      if (recording && (status < 200 || status >= 300) && failures.length < 20)
        failures.push({ cls: pending.cls, path: pending.path, status, body: body.slice(0, 300) });
    },
  };
  // The same slot over and over: autocannon clears a connection's context when it comes to the end of its
  // list, and the visitor lives in that context.
  const slots = Array.from({ length: 10_000 }, () => slot);

  const instanceCount = Math.min(INSTANCES, rate);
  const perInstance = Array.from(
    { length: instanceCount },
    (_, i) => Math.floor(rate / instanceCount) + (i < rate % instanceCount ? 1 : 0),
  );
  const instances: autocannon.Instance[] = [];
  const done: Promise<unknown>[] = [];
  const started = Date.now();
  // The load stops whatever ends this run early (a throw, the test's time-out): the topology is torn down next.
  let recordedSeconds: number;
  try {
    for (const [i, connections] of perInstance.entries()) {
      if (i > 0) await new Promise((r) => setTimeout(r, 1000 / perInstance.length));
      let finished: () => void = () => undefined;
      done.push(new Promise<void>((resolve) => (finished = resolve)));
      // With a callback autocannon answers the instance (its events), not a promise of the result.
      const instance = autocannon(
        {
          url: host,
          connections,
          connectionRate: 1,
          duration: seconds + warmSeconds,
          timeout: 10,
          requests: slots,
        },
        () => finished(),
      );
      instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
        const cls = answered?.cls ?? 'home';
        answered = undefined;
        if (!recording) return;
        if (statusCode >= 200 && statusCode < 300) latencies.get(cls)!.push(responseTime);
        else {
          errors.set(cls, errors.get(cls)! + 1);
          // No status: an answer cut off (the connection reset after a timeout).
          const key = String(statusCode ?? 0);
          statuses[key] = (statuses[key] ?? 0) + 1;
        }
      });
      instance.on('reqError', () => {
        if (!recording) return;
        statuses['0'] = (statuses['0'] ?? 0) + 1;
      });
      instances.push(instance);
    }
    const warmLeft = started + warmSeconds * 1000 - Date.now();
    if (warmLeft > 0) await new Promise((r) => setTimeout(r, warmLeft));
    recording = true;
    const recordFrom = Date.now();
    await new Promise((r) => setTimeout(r, seconds * 1000));
    recording = false;
    recordedSeconds = (Date.now() - recordFrom) / 1000;
  } finally {
    for (const instance of instances) instance.stop();
  }
  await Promise.all(done);
  for (const context of contexts)
    if (context.v && !(context.inFlight && context.pending?.cls === 'refresh')) pool.give(context.v);

  const classes: Record<string, ClassFigures> = {};
  const all: number[] = [];
  for (const cls of CLASSES) {
    const sorted = latencies.get(cls)!.sort((a, b) => a - b);
    all.push(...sorted);
    classes[cls] = {
      requests: sorted.length + errors.get(cls)!,
      errors: errors.get(cls)!,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
    };
  }
  all.sort((a, b) => a - b);
  const failed = Object.values(statuses).reduce((a, b) => a + b, 0);
  const requests = all.length + failed;
  return {
    target: rate,
    rate: round(requests / recordedSeconds),
    seconds: round(recordedSeconds),
    requests,
    errors: failed,
    statuses,
    p50: round(percentile(all, 50)),
    p95: round(percentile(all, 95)),
    p99: round(percentile(all, 99)),
    classes,
    failures,
  };
}
