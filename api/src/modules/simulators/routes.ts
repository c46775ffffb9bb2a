import type { FastifyInstance } from 'fastify';
import { shell } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { simulateProducer } from './service';

export function simulatorRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, shell.simulateProducer, ({ body, request }) => simulateProducer(ctx, request.session, body));
}
