import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../testing/app';
import { testDrivers } from '../../testing/database';
import { DEMO, signIn } from '../../testing/session';
import { startMetricsServer } from './server';

/** The metrics as a scraper gets them: over HTTP from the listener main.ts starts. */
async function scrape(t: TestApp): Promise<{ status: number; type: string | null; text: string }> {
  const server = await startMetricsServer(t.app.metrics.registry, { port: 0, host: '127.0.0.1' });
  try {
    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  } finally {
    await server.close();
  }
}

/** The value of one sample line (`name{labels} value`), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(testDrivers())('GET /metrics (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { signInMaxFailuresPerAddress: 2 } });
  });
  afterAll(() => t.dispose());

  it('is not served on the public port', async () => {
    for (const url of ['/metrics', '/METRICS', '/metrics/', '/api/metrics']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers the Prometheus text format on its own listener: requests by route pattern and status, process, pool, audit, sign-in', async () => {
    const who = await signIn(t.app, DEMO.producer);
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'GET', url: '/health' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/login/CheckUserInfo?userId=${who.userId}`, headers: who.auth }))
        .statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/no/such/route/12345' })).statusCode).toBe(404);
    // Two failures from one address, then the third attempt is refused for the address's limit.
    const from = { 'x-forwarded-for': '198.51.100.7' };
    const wrong = { Username: DEMO.producer2, Password: 'Incorrecta1', Application: 'Life' };
    for (const expected of [400, 400, 429]) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/security/account/login',
            payload: wrong,
            headers: from,
            remoteAddress: '127.0.0.1',
          })
        ).statusCode,
      ).toBe(expected);
    }

    const { status, type, text } = await scrape(t);
    expect(status).toBe(200);
    expect(type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/health",status_code="200"}')).toBe(2);
    expect(
      sample(text, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/health",status_code="200"}'),
    ).toBe(2);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/login/CheckUserInfo",status_code="200"}')).toBe(
      1,
    );
    // A URL that matched no route is counted under one label, never its own series (the first test's four and this one).
    expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(5);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('userId=');
    // Default process and event-loop metrics.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Sign-in failures and the refusal for too many of them.
    expect(sample(text, 'portal_sign_in_failures_total')).toBe(2);
    expect(sample(text, 'portal_sign_in_lockouts_total{by="address"}')).toBe(1);
    // The audit trail's recorder (its own totals, read at the scrape).
    const stats = t.app.auditTrail?.stats();
    expect(stats).toBeDefined();
    expect(sample(text, 'portal_audit_pending_records')).toBeGreaterThanOrEqual(0);
    for (const series of [
      'portal_audit_written_records_total',
      'portal_audit_set_aside_records_total',
      'portal_audit_retries_total',
    ]) {
      expect(sample(text, series)).toBeGreaterThanOrEqual(0);
    }
    expect(sample(text, 'portal_audit_lost_records_total')).toBe(0);
    // The pool only where there is one.
    if (driver === 'postgres') {
      expect(sample(text, 'portal_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'portal_db_pool_connections{state="waiting"}')).toBe(0);
    } else {
      expect(text).not.toContain('portal_db_pool_connections{');
    }
  });

  it('is not in the OpenAPI document, where both health routes are', () => {
    const paths = Object.keys((t.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/health', '/health/live', '/health/ready']));
    expect(paths.filter((p) => p.toLowerCase().includes('metrics'))).toEqual([]);
  });

  it('answers 404 for anything but GET /metrics on its listener', async () => {
    const server = await startMetricsServer(t.app.metrics.registry, { port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('pg-boss queues in /metrics', () => {
  it('shows each queue by state when jobs run', async () => {
    const t = await createTestApp('pglite', { jobs: true });
    try {
      const { text } = await scrape(t);
      for (const queue of ['report-send', 'debt-alerts', 'notification-generation']) {
        expect(sample(text, `portal_job_queue_jobs{queue="${queue}",state="failed"}`)).toBe(0);
        expect(sample(text, `portal_job_queue_jobs{queue="${queue}",state="ready"}`)).toBeGreaterThanOrEqual(0);
      }
      const ready = await t.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.json()).toMatchObject({ status: 'ok', checks: { jobs: 'ok' } });
    } finally {
      await t.dispose();
    }
  });
});

describe('the request log', () => {
  it('carries the request id on every line, and the user and CUIT once signed in', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const t = await createTestApp('pglite', { logger: { level: 'info', stream } });
    try {
      const who = await signIn(t.app, DEMO.producer);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/login/CheckUserInfo?userId=${who.userId}`,
        headers: who.auth,
      });
      const reqId = res.headers['x-request-id'];
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      const mine = lines.filter((l) => l.reqId === reqId);
      expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      expect(mine.find((l) => l.msg === 'request completed')).toMatchObject({
        userId: who.userId,
        cuit: DEMO.producer.replace(/-/g, ''),
        route: '/api/login/CheckUserInfo',
        res: { statusCode: 200 },
      });
    } finally {
      await t.dispose();
    }
  });
});
