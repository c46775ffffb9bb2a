import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/**
 * The api package's folder. This file sits one level below it both as source (src/config.ts, run by
 * tsx or jest) and bundled (dist/server.js), so `..` from here is the package root in every mode.
 */
export const apiRoot = path.resolve(__dirname, '..');

const devOrigins = [8080, 8081, 8082, 8083, 8084, 8085].map((port) => `http://localhost:${port}`);

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * GET /metrics listens here, never on PORT (so neither nginx nor the host's server can reach it). Default
   * PORT + 5464 (9464 beside 4000): replicas on one machine and stacks moved by PORTAL_PORT_OFFSET get distinct ones.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Loopback by default; a container whose scraper sits on another host sets 0.0.0.0 (and keeps the port unpublished). */
  METRICS_HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(apiRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  /** Uploaded and generated files, outside any web root. Default: DATA_DIR/files (a temp folder for memory://). */
  FILES_DIR: z.string().optional(),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean)
        : devOrigins,
    ),
  SEED_SCALE: z.coerce.number().positive().default(1),
  /** Generated producers given data of their own on seeding (codes, policies, account, collections): the load test's many producers. */
  SEED_BROKERS: z.coerce.number().int().min(0).max(4000).default(0),
  SEED_BROKER_POLICIES: z.coerce.number().int().min(1).max(9999).default(100),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  NODE_ENV: z.string().default('development'),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Portal de Productores <no-responder@portal.local>'),
  OUTBOX_PAGE: z.enum(['true', 'false']).optional(),
  /** Where the mailed links point: the host's origin. */
  PUBLIC_URL: z.string().default('http://localhost:8080'),
  /** Fastify's trustProxy: which hops may set X-Forwarded-For/-Proto (the host's proxy). */
  TRUST_PROXY: z.string().default('loopback'),
  SIGNIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(300),
  /** Calls per minute each personal API token may make (issue 40 §3), counted in Redis when REDIS_URL is set. */
  API_TOKEN_CALLS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Where files live: `database` (every replica reaches them; the default with DATABASE_URL) or `folder`. */
  FILES_STORE: z.enum(['folder', 'database']).optional(),
  /** Failed sign-in counts in Redis (shared by every replica) instead of the database table. */
  REDIS_URL: z.string().optional(),
  /** How often pg-boss checks for due scheduled jobs and for jobs whose replica stopped answering. */
  JOBS_CRON_SECONDS: z.coerce.number().int().min(1).max(45).default(30),
  JOBS_SUPERVISE_SECONDS: z.coerce.number().int().min(1).max(300).default(30),
  /** How long a replica waits for its in-flight requests and jobs after SIGTERM before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(25_000),
  /** Issue 40 §1: a simulator created through /admin-users sets up two-step verification at its first sign-in. */
  MFA_REQUIRED_FOR_STAFF: z.enum(['true', 'false']).default('true'),
  /** The key the TOTP secrets are encrypted with (≥ 32 characters); without it, JWT_SECRET's (so set it before rotating that one). */
  TWO_STEP_KEY: z.string().min(32).optional(),
});

export interface Config {
  port: number;
  host: string;
  /** The metrics listener (0: any free port). */
  metricsPort: number;
  metricsHost: string;
  /** PGlite folder, or `memory://` for a throw-away database. Ignored when databaseUrl is set. */
  dataDir: string;
  /** A PostgreSQL server (node-postgres) instead of the embedded PGlite. */
  databaseUrl?: string;
  /** Where uploaded and generated files are kept (never served statically). */
  filesDir: string;
  corsOrigins: string[];
  seedScale: number;
  /** Generated producers seeded with data of their own, and their policies each. */
  seedBrokers: { count: number; policies: number };
  logLevel: z.infer<typeof Env>['LOG_LEVEL'];
  bodyLimit: number;
  production: boolean;
  /** HS256 key of the access tokens; without one, a random per-process key (dev only, with a warning). */
  jwtSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The local outbox page (/dev/outbox): on outside production unless OUTBOX_PAGE says otherwise. */
  outboxPage: boolean;
  publicUrl: string;
  trustProxy: string;
  /** Failed sign-ins per address per hour before it is refused (per account: 100). */
  signInMaxFailuresPerAddress: number;
  apiTokenCallsPerMinute: number;
  filesStore: 'folder' | 'database';
  redisUrl?: string;
  jobs: { cronSeconds: number; superviseSeconds: number };
  shutdownTimeoutMs: number;
  /** Whether accounts created through /admin-users must set up two-step verification (MFA_REQUIRED_FOR_STAFF). */
  mfaRequiredForStaff: boolean;
  twoStepKey?: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (e.g. `DATABASE_URL=` in a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const e = Env.parse(present);
  return {
    port: e.PORT,
    host: e.HOST,
    metricsPort: e.METRICS_PORT ?? metricsPortBeside(e.PORT),
    metricsHost: e.METRICS_HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    filesDir:
      e.FILES_DIR ??
      (e.DATA_DIR.includes('://') ? path.join(os.tmpdir(), 'portal-api-files') : path.join(e.DATA_DIR, 'files')),
    corsOrigins: e.CORS_ORIGINS,
    seedScale: e.SEED_SCALE,
    seedBrokers: { count: e.SEED_BROKERS, policies: e.SEED_BROKER_POLICIES },
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    production: e.NODE_ENV === 'production',
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    outboxPage: e.OUTBOX_PAGE ? e.OUTBOX_PAGE === 'true' : e.NODE_ENV !== 'production',
    publicUrl: e.PUBLIC_URL.replace(/\/$/, ''),
    trustProxy: e.TRUST_PROXY,
    signInMaxFailuresPerAddress: e.SIGNIN_MAX_FAILURES_PER_ADDRESS,
    apiTokenCallsPerMinute: e.API_TOKEN_CALLS_PER_MINUTE,
    filesStore: e.FILES_STORE ?? (e.DATABASE_URL ? 'database' : 'folder'),
    redisUrl: e.REDIS_URL,
    jobs: { cronSeconds: e.JOBS_CRON_SECONDS, superviseSeconds: e.JOBS_SUPERVISE_SECONDS },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    mfaRequiredForStaff: e.MFA_REQUIRED_FOR_STAFF === 'true',
    twoStepKey: e.TWO_STEP_KEY,
  };
}

/** PORT + 5464, or any free port when PORT is 0 or the sum is past the last port. */
function metricsPortBeside(port: number): number {
  return port === 0 || port + 5464 > 65535 ? 0 : port + 5464;
}

/** The api's release, from its package.json (bundled into dist by esbuild). */
export { version as apiVersion } from '../package.json';
