import type { FastifyInstance } from 'fastify';
import { shell } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import * as producers from './service';

export function producerRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, shell.getProducerById, ({ query, request }) =>
    producers.getProducerById(ctx, request.session, query.userId),
  );
  registerEndpoint(app, shell.getAccountManagerByCuit, ({ query, request }) =>
    producers.getAccountManagerByCuit(ctx, request.session, query.cuit),
  );
  registerEndpoint(app, shell.getAccountManagers, () => producers.getAccountManagers(ctx));
  registerEndpoint(app, shell.updateProducerData, ({ body, request }) =>
    producers.updateProducerData(ctx, request.session, body),
  );
  registerEndpoint(app, shell.getProducerCodes, ({ query, request }) =>
    producers.getProducerCodes(ctx, request.session, query.userId),
  );
}
