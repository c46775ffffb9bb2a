import type { FastifyInstance } from 'fastify';
import { cobranzas } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { sendXlsx } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import * as service from './service';

/** 001 §9 file names. */
export const EXPORT_FILE_NAMES = { rejections: 'Rechazos.xlsx', debtors: 'Deudores.xlsx' } as const;

export function cobranzasRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, cobranzas.searchRejections, ({ body, request }) =>
    service.searchRejections(ctx, request.session, body),
  );
  registerEndpoint(app, cobranzas.exportRejections, async ({ body, request, reply }) =>
    sendXlsx(
      reply,
      EXPORT_FILE_NAMES.rejections,
      await service.exportRejections(ctx, request.session, body, request.log),
    ),
  );
  registerEndpoint(app, cobranzas.searchDebtors, ({ body, request }) =>
    service.searchDebtors(ctx, request.session, body),
  );
  registerEndpoint(app, cobranzas.exportDebtors, async ({ body, request, reply }) =>
    sendXlsx(reply, EXPORT_FILE_NAMES.debtors, await service.exportDebtors(ctx, request.session, body, request.log)),
  );
}
