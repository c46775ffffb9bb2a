import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's per-request lines with what an operator searches by: each line carries `reqId` (a UUID, also sent
 * as X-Request-Id so a user's report finds its line), and the closing one the route pattern and, when the request
 * was signed in, the user's id and the CUIT it acted on.
 */
class RequestLog extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    // `session` is set by the session guard only (register-endpoint): absent on public routes.
    const session = (request as Partial<Pick<FastifyRequest, 'session'>>).session;
    const fields = {
      res: reply,
      responseTime: reply.elapsedTime,
      route: request.routeOptions.url,
      ...(session ? { userId: session.userId, cuit: session.effectiveCuit ?? session.cuit } : {}),
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else reply.log.info(fields, 'request completed');
  }
}

export const requestLogOptions = { logController: new RequestLog(), genReqId: () => randomUUID() };

export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
}
