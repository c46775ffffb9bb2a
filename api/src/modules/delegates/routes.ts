import type { FastifyInstance } from 'fastify';
import { delegates, shell } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { deleteDelegate, listDelegates, updateDelegate } from './service';

/** Delegates (002 §8); creating one is login/register with a producer's session (auth/routes.ts). */
export function delegateRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, shell.getDelegados, ({ query, request }) => listDelegates(ctx, request.session, query.userId));
  registerEndpoint(app, shell.deleteProducer, ({ query, request }) => deleteDelegate(ctx, request.session, query.cuit));
  registerEndpoint(app, delegates.updateDelegado, ({ params, body, request }) =>
    updateDelegate(ctx, request.session, params.id, body),
  );
}
