import type { FastifyInstance } from 'fastify';
import { cobranzas } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './service';

/** 001 §9 file names. */
export const EXPORT_FILE_NAMES = { rejections: 'Rechazos.xlsx', debtors: 'Deudores.xlsx' } as const;

export function cobranzasRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, cobranzas.searchRejections, ({ body, request }) =>
    service.searchRejections(ctx, request.session, body),
  );
  registerEndpoint(app, cobranzas.exportRejections, async ({ body, request, reply }) => {
    const xlsx = await service.exportRejections(ctx, request.session, body, request.log);
    return sendFile(reply, {
      fileName: EXPORT_FILE_NAMES.rejections,
      contentType: CONTENT_TYPES.xlsx,
      body: xlsx.stream,
    });
  });
  registerEndpoint(app, cobranzas.searchDebtors, ({ body, request }) =>
    service.searchDebtors(ctx, request.session, body),
  );
  registerEndpoint(app, cobranzas.exportDebtors, async ({ body, request, reply }) => {
    const xlsx = await service.exportDebtors(ctx, request.session, body, request.log);
    return sendFile(reply, { fileName: EXPORT_FILE_NAMES.debtors, contentType: CONTENT_TYPES.xlsx, body: xlsx.stream });
  });
}
