import type { FastifyInstance } from 'fastify';
import { adminCommunications, comunicacion } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { sendFile } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FileStore } from '../../lib/storage';
import * as enquiries from './enquiries';
import { ATTACH_ENTITY, BODY_ENTITY } from './queries';
import * as service from './service';

const ADMIN = 'AdminComunicaciones';

/** Communications (producer and admin) and enquiries; their files arrive through FileRepository/Upload (files/repository-upload.ts). */
export function comunicacionRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, comunicacion.searchCommunication, ({ query, request }) =>
    service.searchCommunications(ctx, request.session, query),
  );
  registerEndpoint(app, comunicacion.confirmCommunication, ({ query, request }) =>
    service.confirmCommunication(ctx, request.session, query),
  );
  for (const [endpoint, entity] of [
    [comunicacion.communicationBody, BODY_ENTITY],
    [comunicacion.communicationAttach, ATTACH_ENTITY],
  ] as const) {
    registerEndpoint(app, endpoint, async ({ params, request, reply }) => {
      const isAdmin = (await app.permissionsOf(request.session)).includes(ADMIN);
      return sendFile(reply, await service.communicationFile(ctx, files, request.session, entity, params.id, isAdmin));
    });
  }

  registerEndpoint(app, comunicacion.getSectores, () => enquiries.sectors(ctx));
  registerEndpoint(app, comunicacion.getMotivos, ({ query }) => enquiries.reasons(ctx, query.idSector));
  registerEndpoint(app, comunicacion.enviarConsulta, ({ request }) =>
    enquiries.sendEnquiry(ctx, files, request.session, request),
  );

  registerEndpoint(app, adminCommunications.getCommunications, () => service.listCommunications(ctx));
  registerEndpoint(app, adminCommunications.getCommunication, ({ query }) => service.getCommunication(ctx, query.id));
  registerEndpoint(app, adminCommunications.deleteCommunication, ({ query }) =>
    service.deleteCommunication(ctx, files, query.id),
  );
  registerEndpoint(app, adminCommunications.createCommunication, ({ body }) => service.createCommunication(ctx, body));
  registerEndpoint(app, adminCommunications.updateCommunication, ({ body }) => service.updateCommunication(ctx, body));
}
