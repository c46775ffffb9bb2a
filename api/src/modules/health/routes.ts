import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { apiVersion } from '../../config';
import { ERROR_RESPONSES } from '../../http/register-endpoint';
import { pingDatabase } from './queries';

const Health = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

/** For load balancers and `pnpm start`'s wait: 200 when the database answers, 503 when it does not. */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { schema: { summary: 'Estado del servicio', tags: ['health'], response: { ...ERROR_RESPONSES, 200: Health, 503: Health } } },
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
}
