import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { apiVersion } from '../../config';
import { ERROR_RESPONSES } from '../../http/register-endpoint';
import { migrationsApplied, pingDatabase } from './queries';

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

const Live = z.object({ status: z.literal('ok') });

const Check = z.enum(['ok', 'error', 'off']);
const Ready = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({ database: Check, migrations: Check, jobs: Check }),
  /** What keeps the replica from taking traffic, in words for the operator. */
  missing: z.array(z.string()),
});

export interface HealthOptions {
  /** Whether this process runs the job runner, and whether it has started (read when asked: it starts after the routes). */
  jobs: () => { enabled: boolean; started: boolean };
}

/**
 * `/health` for load balancers and `pnpm start`'s wait (200 when the database answers, 503 when it does not);
 * `/health/live` says the process serves HTTP (restart it when it does not); `/health/ready` says it may take
 * traffic: database reachable, every migration applied, the job runner started when jobs are on.
 */
export function healthRoutes(
  app: FastifyInstance,
  database: Database,
  options: HealthOptions = { jobs: () => ({ enabled: false, started: false }) },
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/health',
    {
      schema: {
        summary: 'Estado del servicio',
        tags: ['health'],
        response: { ...ERROR_RESPONSES, 200: Health, 503: Health },
      },
    },
    async (request, reply) => {
      const answer = { database: database.driver, version: apiVersion };
      try {
        await pingDatabase(database.db);
        return { status: 'ok' as const, ...answer };
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'error' as const, ...answer });
      }
    },
  );

  typed.get(
    '/health/live',
    {
      schema: {
        summary: 'Proceso vivo',
        description: 'Responde 200 mientras el proceso atiende HTTP; no consulta la base de datos.',
        tags: ['health'],
        response: { ...ERROR_RESPONSES, 200: Live },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  typed.get(
    '/health/ready',
    {
      schema: {
        summary: 'Listo para recibir tráfico',
        description:
          '200 cuando la base de datos responde, todas las migraciones están aplicadas y el ejecutor de tareas arrancó (si las tareas están activas); 503 con lo que falta en otro caso.',
        tags: ['health'],
        response: { ...ERROR_RESPONSES, 200: Ready, 503: Ready },
      },
    },
    async (request, reply) => {
      const missing: string[] = [];
      let databaseCheck: z.infer<typeof Check> = 'ok';
      let migrations: z.infer<typeof Check> = 'error';
      try {
        await pingDatabase(database.db);
        try {
          if (await migrationsApplied(database.db)) migrations = 'ok';
          else missing.push('migrations not applied');
        } catch (err) {
          request.log.error({ err }, 'readiness: migrations not readable');
          missing.push('migrations not readable');
        }
      } catch (err) {
        request.log.error({ err }, 'readiness: database unreachable');
        databaseCheck = 'error';
        missing.push('database unreachable');
      }
      const runner = options.jobs();
      const jobs: z.infer<typeof Check> = !runner.enabled ? 'off' : runner.started ? 'ok' : 'error';
      if (jobs === 'error') missing.push('job runner not started');
      const answer = { checks: { database: databaseCheck, migrations, jobs }, missing };
      if (missing.length > 0) return reply.code(503).send({ status: 'error' as const, ...answer });
      return { status: 'ok' as const, ...answer };
    },
  );
}
