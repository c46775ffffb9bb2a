import type { FastifyInstance } from 'fastify';
import { dashboard } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './service';

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, dashboard.getDashboard, ({ query, request }) => service.dashboard(ctx, request.session, query.producerCuit));
}
