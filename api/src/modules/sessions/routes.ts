import type { FastifyInstance } from 'fastify';
import { security } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { endOtherSessions, endSession, listSessions } from './service';

/** The active sessions of /seguridad (issue 40 §2): any signed-in user, only their own sessions. */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, security.getSessions, ({ request }) => listSessions(ctx, request.session));
  registerEndpoint(app, security.endSession, ({ params, request }) => endSession(ctx, request.session, params.id));
  registerEndpoint(app, security.endOtherSessions, ({ request }) => endOtherSessions(ctx, request.session));
}
