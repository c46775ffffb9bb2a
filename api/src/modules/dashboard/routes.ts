import type { FastifyInstance } from 'fastify';
import { dashboard } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './service';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, dashboard.getDashboard, ({ query, request }) =>
    service.dashboard(ctx, request.session, query.producerCuit, (producerId, version, day) => {
      // Behind the answer: the next visit finds the figures fresh. A failure leaves the stale row (its card says
      // how old it is) for the job to refresh.
      service
        .refreshFigures(ctx.database.db, producerId, version, day)
        .catch((err: unknown) => request.log.error({ err, producerId }, 'dashboard figures refresh failed'));
    }),
  );
}
