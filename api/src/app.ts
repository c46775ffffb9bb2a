import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allEndpoints } from '@portal/shared/contract';
import { apiVersion, type Config } from './config';
import type { Database } from './db/client';
import { AppError, handleClientError, handleError, registerErrorHandling } from './errors';
import { messages } from './messages';
import type { AppContext } from './http/context';
import { permissionsOf } from './http/permissions';
import { limitJsonDepth } from './http/json-body';
import { documentMultipartBodies } from './http/register-endpoint';
import { rejectNulCharacters } from './http/reject-nul';
import { lingerOnEarlyAnswers } from './http/lingering-close';
import { requestLogOptions, sendRequestId } from './http/request-log';
import { bearer, type LiveSessions, resolveSession } from './http/session';
import { SessionCache } from './http/session-cache';
import { registerSecurityHeaders } from './http/security-headers';
import { listenToSessionChanges } from './db/session-changes';
import { CountCache } from './lib/count-once';
import { createMailer, type Mailer } from './lib/mailer';
import { AccessTokens, randomToken } from './lib/tokens';
import { authenticateApiToken, isApiToken } from './modules/api-tokens/authenticate';
import { API_TOKEN_CALLS_PER_MINUTE_DEFAULT, createTokenCallLimit } from './modules/api-tokens/call-limit';
import { apiTokenSecurityScheme, documentApiTokenScopes } from './modules/api-tokens/openapi';
import { apiTokenRoutes } from './modules/api-tokens/routes';
import { auditedMailer, registerAuditTrail } from './modules/audit/hooks';
import { AuditRecorder } from './modules/audit/recorder';
import { auditRoutes } from './modules/audit/routes';
import { adminContentRoutes } from './modules/admin-content/routes';
import { authRoutes } from './modules/auth/routes';
import { repositoryRoutes } from './modules/repository/routes';
import { simulatorUserRoutes } from './modules/simulator-users/routes';
import { carteraRoutes } from './modules/cartera/routes';
import { quickSearchRoutes } from './modules/quick-search/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { cobranzasRoutes } from './modules/cobranzas/routes';
import { cuentaCorrienteRoutes } from './modules/cuenta-corriente/routes';
import { statementRoutes } from './modules/cuenta-corriente/statement-routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { comunicacionRoutes } from './modules/comunicacion/routes';
import { fileRoutes } from './modules/files/routes';
import { repositoryUploadRoutes } from './modules/files/repository-upload';
import { createFileStore } from './lib/storage';
import { createSignInLimits } from './lib/sign-in-limits';
import { MAX_FAILURES_PER_ACCOUNT } from './modules/auth/service';
import {
  countedSignInLimits,
  createMetrics,
  type Metrics,
  observeRequests,
  type QueueCounts,
} from './modules/metrics/registry';
import { startScheduler } from './modules/jobs/scheduler';
import { delegateRoutes } from './modules/delegates/routes';
import { createDelegate } from './modules/delegates/service';
import { sessionRoutes } from './modules/sessions/routes';
import { twoStepRoutes } from './modules/auth/two-step/routes';
import { twoStepSecrets } from './modules/auth/two-step/secrets';
import { SignInChallenges } from './lib/sign-in-challenge';
import { devDelegateRoutes, devNotificationRoutes, devScheduleRoutes, outboxRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { newsRoutes } from './modules/news/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { parameterRoutes } from './modules/parameters/routes';
import { producerRoutes } from './modules/producers/routes';
import { reportRoutes } from './modules/reports/routes';
import { simulatorRoutes } from './modules/simulators/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus metrics: main.ts serves them on their own port (METRICS_PORT). */
    metrics: Metrics;
  }
}

/** Longer request targets are answered 414 (the host's server has the same limit). */
const MAX_URL_LENGTH = 8192;

// Validation issues reach the user's screen (400 `issues`), so zod speaks Spanish in this process.
z.config(z.locales.es());

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'corsOrigins' | 'bodyLimit'> &
    Partial<
      Pick<
        Config,
        | 'filesDir'
        | 'filesStore'
        | 'redisUrl'
        | 'jobs'
        | 'production'
        | 'jwtSecret'
        | 'smtpUrl'
        | 'mailFrom'
        | 'outboxPage'
        | 'publicUrl'
        | 'trustProxy'
        | 'signInMaxFailuresPerAddress'
        | 'apiTokenCallsPerMinute'
        | 'mfaRequiredForStaff'
        | 'twoStepKey'
      >
    >;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the outbox-and-SMTP mailer (tests). */
  mailer?: Mailer;
  /** Runs the scheduled report sendings on pg-boss (main.ts; tests run the job function directly). */
  jobs?: boolean;
  /** Records the audit trail (default on; off only to measure what it costs: AUDIT=false). */
  audit?: boolean;
}

/** The whole HTTP api, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({
  database,
  config,
  logger = false,
  mailer,
  jobs = false,
  audit = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    ...requestLogOptions,
    // The host's server proxies /api and /security: its X-Forwarded-For is the client's address (the
    // per-address sign-in limit) and X-Forwarded-Proto says whether the cookie must be Secure.
    trustProxy: config.trustProxy ?? 'loopback',
    bodyLimit: config.bodyLimit,
    // The spec spells paths with varying capitals (api/Login/GetAppVersion, api/login/getroles), and the
    // legacy API matched them case-insensitively: so do we.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A malformed URL fails before routing; it is still the client's fault and gets the same shape.
    frameworkErrors: handleError,
    clientErrorHandler: handleClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  sendRequestId(app);
  rejectNulCharacters(app);
  lingerOnEarlyAnswers(app);
  limitJsonDepth(app);
  app.addHook('onRequest', async (request) => {
    if (request.raw.url && request.raw.url.length > MAX_URL_LENGTH) throw new AppError(414, messages.urlTooLong);
  });

  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal de Productores API', version: apiVersion },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiToken: apiTokenSecurityScheme,
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      'openapiObject' in document
        ? documentApiTokenScopes(documentMultipartBodies(document.openapiObject, allEndpoints()))
        : document.swaggerObject,
  });

  await app.register(cookie);
  // Limits per route (SendPayroll reads its parts with its own); these are the ceiling for any multipart body.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 5, fields: 50, fieldSize: 10_000 } });
  // Only the routes that ask for it (registerEndpoint's rateLimit); sign-in has its own limits by failures.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, messages.tooManyRequests),
  });

  let jwtSecret = config.jwtSecret;
  if (!jwtSecret) {
    if (config.production) throw new Error('JWT_SECRET is required in production');
    jwtSecret = randomToken();
    app.log.warn('JWT_SECRET is not set: using a random key for this process; sessions end when it restarts');
  }
  const tokens = new AccessTokens(jwtSecret);
  const twoStep = { challenges: new SignInChallenges(jwtSecret), secrets: twoStepSecrets(config, app.log) };
  const baseMailer =
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom ?? 'Portal de Productores <no-responder@portal.local>',
      log: app.log,
    });
  const auditTrail = audit ? new AuditRecorder(database, app.log) : null;
  if (auditTrail) registerAuditTrail(app, auditTrail);
  app.decorate('auditTrail', auditTrail);
  let jobQueues: (() => Promise<QueueCounts[]>) | undefined;
  const metrics = createMetrics({
    pool: () => database.pool,
    queues: () => jobQueues?.(),
    audit: () => auditTrail?.stats(),
    log: app.log,
  });
  app.decorate('metrics', metrics);
  observeRequests(app, metrics);
  const signInMaxFailuresPerAddress = config.signInMaxFailuresPerAddress ?? 300;
  const limits = await createSignInLimits(() => database.db, config.redisUrl);
  app.addHook('onClose', () => limits.close());
  const ctx: AppContext = {
    limits: countedSignInLimits(limits, metrics, {
      perAccount: MAX_FAILURES_PER_ACCOUNT,
      perAddress: signInMaxFailuresPerAddress,
    }),
    database,
    tokens,
    mailer: auditTrail ? auditedMailer(baseMailer, auditTrail) : baseMailer,
    counts: new CountCache(),
    config: {
      publicUrl: config.publicUrl ?? 'http://localhost:8080',
      signInMaxFailuresPerAddress,
      mfaRequiredForStaff: config.mfaRequiredForStaff ?? true,
    },
    twoStep,
    audit: auditTrail,
  };
  const liveSessions: LiveSessions = new SessionCache();
  const stopListening = await listenToSessionChanges(
    database,
    {
      onListening: (listening) => liveSessions.setListening(listening),
      onChange: (payload) => liveSessions.changed(payload),
    },
    app.log,
  );
  app.addHook('onClose', () => stopListening());
  const tokenCalls = await createTokenCallLimit(
    config.apiTokenCallsPerMinute ?? API_TOKEN_CALLS_PER_MINUTE_DEFAULT,
    config.redisUrl,
  );
  app.addHook('onClose', () => tokenCalls.close());
  app.decorate('authenticate', (request) => {
    // A personal API token (issue 40 §3) is told from a sign-in's JWT by its prefix and checked per call.
    const token = bearer(request);
    return token && isApiToken(token)
      ? authenticateApiToken(database.db, tokenCalls, request, token)
      : resolveSession(database.db, tokens, request, liveSessions);
  });
  app.decorate('permissionsOf', (session) => permissionsOf(database.db, session));

  healthRoutes(app, database, { jobs: () => ({ enabled: jobs, started: ctx.scheduler !== undefined }) });
  parameterRoutes(app, database);
  authRoutes(app, ctx, createDelegate);
  producerRoutes(app, ctx);
  simulatorRoutes(app, ctx);
  delegateRoutes(app, ctx);
  sessionRoutes(app, ctx);
  apiTokenRoutes(app, ctx);
  twoStepRoutes(app, ctx);
  catalogRoutes(app, ctx);
  carteraRoutes(app, ctx);
  quickSearchRoutes(app, ctx);
  cobranzasRoutes(app, ctx);
  const files = createFileStore(config, () => database.db);
  fileRoutes(app, ctx, files);
  repositoryUploadRoutes(app, ctx, files);
  repositoryRoutes(app, ctx, files);
  auditRoutes(app, ctx);
  simulatorUserRoutes(app, ctx);
  cuentaCorrienteRoutes(app, ctx, files);
  statementRoutes(app, ctx);
  dashboardRoutes(app, ctx);
  reportRoutes(app, ctx);
  newsRoutes(app, ctx);
  notificationRoutes(app, ctx, files);
  comunicacionRoutes(app, ctx, files);
  adminContentRoutes(app, ctx, files);
  if (config.outboxPage ?? !config.production) {
    outboxRoutes(app, database);
    devScheduleRoutes(app, ctx);
    devNotificationRoutes(app, ctx);
    devDelegateRoutes(app, ctx);
  }

  if (jobs) {
    const target = database.pglite
      ? { pglite: database.pglite }
      : { connectionString: database.connectionString as string };
    const scheduler = await startScheduler(ctx, files, target, app.log, config.jobs);
    ctx.scheduler = scheduler;
    jobQueues = () => scheduler.queues();
    app.addHook('onClose', () => scheduler.stop());
  }

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
