import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AuditRecorderStats } from '../audit/recorder';
import type { SignInLimits } from '../../lib/sign-in-limits';

/** A pg-boss queue's counts as pg-boss keeps them (its monitor refreshes them; reading them is one small query). */
export interface QueueCounts {
  name: string;
  readyCount: number;
  deferredCount: number;
  activeCount: number;
  failedCount: number;
}

/** What the metrics read when scraped; each may be absent (PGlite has no pool, jobs or the audit may be off). */
export interface MetricSources {
  pool?: () => { totalCount: number; idleCount: number; waitingCount: number } | undefined;
  queues?: () => Promise<QueueCounts[]> | undefined;
  audit?: () => AuditRecorderStats | undefined;
  log?: { warn(obj: object, msg: string): void };
}

export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  signInFailures: Counter;
  signInLockouts: Counter<'by'>;
}

/** The route of a request that matched none: one label for all of them, so random URLs add no series. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One registry per app (tests build many apps in one process): the process's default metrics, the HTTP
 * histogram by route pattern (never the raw URL: bounded cardinality), and gauges read on scrape.
 */
export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL connection pool: total, idle, and requests waiting for a connection (absent on PGlite)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = sources.pool?.();
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  new Gauge({
    name: 'portal_job_queue_jobs',
    help: 'Jobs in each pg-boss queue by state (ready: due and waiting for a worker; failed: failures pg-boss still keeps, a rolling count)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let queues: QueueCounts[] | undefined;
      try {
        queues = await sources.queues?.();
      } catch (err) {
        // A scrape must not fail for the job tables; the gap in the series says it.
        sources.log?.warn({ err }, 'metrics: pg-boss queues not readable');
      }
      for (const q of queues ?? []) {
        this.set({ queue: q.name, state: 'ready' }, q.readyCount);
        this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
        this.set({ queue: q.name, state: 'active' }, q.activeCount);
        this.set({ queue: q.name, state: 'failed' }, q.failedCount);
      }
    },
  });

  const audit = () => sources.audit?.();
  new Gauge({
    name: 'portal_audit_pending_records',
    help: 'Audit records waiting in memory to be written',
    registers: [registry],
    collect() {
      const stats = audit();
      if (stats) this.set(stats.pending);
    },
  });
  // The recorder keeps running totals: each counter shows its total as it is at the scrape.
  const auditTotals: [keyof AuditRecorderStats, string, string][] = [
    ['written', 'portal_audit_written_records_total', 'Audit records stored'],
    [
      'setAside',
      'portal_audit_set_aside_records_total',
      'Audit records the database refused even alone, kept in audit_set_aside',
    ],
    [
      'lost',
      'portal_audit_lost_records_total',
      'Audit records that never reached the database (queue full, app closed, set-aside refused)',
    ],
    ['retries', 'portal_audit_retries_total', 'Audit writes tried again'],
  ];
  for (const [key, name, help] of auditTotals) {
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = audit();
        if (!stats) return;
        this.reset();
        this.inc(stats[key]);
      },
    });
  }

  const signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Failed sign-ins (wrong user or password, inactive account, wrong door)',
    registers: [registry],
  });
  const signInLockouts = new Counter({
    name: 'portal_sign_in_lockouts_total',
    help: 'Sign-ins refused because the account or the address reached its limit of failures in the last hour',
    labelNames: ['by'],
    registers: [registry],
  });
  return { registry, httpDuration, httpRequests, signInFailures, signInLockouts };
}

/** Times each answer under its route pattern (`/api/portfolio/:id`), or `unmatched` for a 404 of no route. */
export function observeRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    metrics.httpRequests.inc(labels);
  });
}

/** Counts failed sign-ins (each `record`) and refusals for too many failures (a `count` at or over a limit). */
export function countedSignInLimits(
  limits: SignInLimits,
  metrics: Metrics,
  max: { perAccount: number; perAddress: number },
): SignInLimits {
  return {
    ...limits,
    async count(username, address) {
      const counts = await limits.count(username, address);
      if (counts.byAccount >= max.perAccount) metrics.signInLockouts.inc({ by: 'account' });
      else if (counts.byAddress >= max.perAddress) metrics.signInLockouts.inc({ by: 'address' });
      return counts;
    },
    async record(username, address) {
      await limits.record(username, address);
      metrics.signInFailures.inc();
    },
  };
}
