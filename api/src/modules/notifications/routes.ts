import type { FastifyInstance } from 'fastify';
import { comunicacion } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { sendFile } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FileStore } from '../../lib/storage';
import * as service from './service';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, comunicacion.notificationSearch, ({ query, request }) =>
    service.searchNotifications(ctx, request.session, query),
  );
  registerEndpoint(app, comunicacion.notificationWebVerify, ({ query, request }) =>
    service.verifyNotification(ctx, request.session, query),
  );
  registerEndpoint(app, comunicacion.notificationAttachment, async ({ params, request, reply }) =>
    sendFile(reply, await service.notificationAttachment(ctx, files, request.session, params.id)),
  );
}
