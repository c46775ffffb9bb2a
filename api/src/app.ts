import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiVersion, type Config } from './config';
import type { Database } from './db/client';
import { handleError, registerErrorHandling } from './errors';
import { rejectNulCharacters } from './http/reject-nul';
import { healthRoutes } from './modules/health/routes';
import { parameterRoutes } from './modules/parameters/routes';

// Validation issues reach the user's screen (400 `issues`), so zod speaks Spanish in this process.
z.config(z.locales.es());

export interface AppOptions {
  database: Database;
  config: Pick<Config, 'corsOrigins' | 'bodyLimit'>;
  logger?: FastifyServerOptions['logger'];
}

/** The whole HTTP api, not listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ database, config, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimit,
    // The spec spells paths with varying capitals (api/Login/GetAppVersion, api/login/getroles), and the
    // legacy API matched them case-insensitively: so do we.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // A malformed URL fails before routing; it is still the client's fault and gets the same shape.
    frameworkErrors: handleError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  rejectNulCharacters(app);

  await app.register(helmet, {
    // The api only answers JSON: nothing may be loaded by, or frame, what it returns.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Portal de Productores API', version: apiVersion },
    },
    transform: jsonSchemaTransform,
  });

  healthRoutes(app, database);
  parameterRoutes(app, database);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
