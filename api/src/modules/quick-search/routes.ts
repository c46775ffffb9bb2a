import type { FastifyInstance } from 'fastify';
import { quickSearch } from '@portal/shared/contract/quick-search';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './service';

export function quickSearchRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, quickSearch, ({ query, request }) => service.quickSearch(ctx, request.session, query.q));
}
