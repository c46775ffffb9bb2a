import type { FastifyInstance } from 'fastify';
import { apiTokens } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { createToken, listTokens, revokeToken } from './service';

/** The API tokens section of /seguridad (issue 40 §3): a producer's own tokens only. */
export function apiTokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, apiTokens.getApiTokens, ({ request }) => listTokens(ctx, request.session));
  registerEndpoint(app, apiTokens.createApiToken, ({ body, request }) => createToken(ctx, request.session, body));
  registerEndpoint(app, apiTokens.revokeApiToken, ({ params, request }) =>
    revokeToken(ctx, request.session, params.id),
  );
}
