import type { FastifyInstance, FastifyReply } from 'fastify';
import { cuentaCorriente as cc } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import type { XlsxExport } from '../../lib/xlsx-export';
import type { FileStore } from '../../lib/storage';
import * as service from './service';

/** 001 §9 file names. */
export const EXPORT_FILE_NAMES = {
  comisionesPendientes: 'ComisionesPendientes.xlsx',
  pagosYLiquidaciones: 'PagosYLiquidaciones.xlsx',
  conceptos: 'Conceptos.xlsx',
  liquidacion: 'Liquidacion.xlsx',
} as const;

export function cuentaCorrienteRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  const xlsx = (reply: FastifyReply, fileName: string, file: XlsxExport) => sendFile(reply, { fileName, contentType: CONTENT_TYPES.xlsx, body: file.stream });

  registerEndpoint(app, cc.comisionesPendientes, ({ body, request }) => service.comisionesPendientes(ctx, request.session, body));
  registerEndpoint(app, cc.comisionesPendientesExport, async ({ body, request, reply }) =>
    xlsx(reply, EXPORT_FILE_NAMES.comisionesPendientes, await service.comisionesPendientesExport(ctx, request.session, body, request.log)),
  );

  registerEndpoint(app, cc.pagosYLiquidaciones, ({ body, request }) => service.pagosYLiquidaciones(ctx, request.session, body));
  registerEndpoint(app, cc.pagosYLiquidacionesExport, async ({ body, request, reply }) =>
    xlsx(reply, EXPORT_FILE_NAMES.pagosYLiquidaciones, await service.pagosYLiquidacionesExport(ctx, request.session, body, request.log)),
  );
  registerEndpoint(app, cc.certificadoPago, async ({ query, request, reply }) =>
    sendFile(reply, { ...(await service.certificadoPago(ctx, request.session, query)), contentType: CONTENT_TYPES.pdf }),
  );
  registerEndpoint(app, cc.detalleLiquidacion, ({ query, request }) => service.detalleLiquidacion(ctx, request.session, query.LiqNro));
  registerEndpoint(app, cc.detallePago, ({ query, request }) => service.detallePago(ctx, request.session, query.pagoNro));
  registerEndpoint(app, cc.detalleComision, ({ query, body, request }) => service.detalleComision(ctx, request.session, query, body));
  registerEndpoint(app, cc.detallePagoLiquidacionExport, async ({ query, body, request, reply }) => {
    const tipo = query.tipoPagoLiq as 1 | 2 | 3;
    const file = await service.detalleExport(ctx, request.session, tipo, body.numero, body.columns, request.log);
    return xlsx(reply, service.DETAIL_FILE_NAMES[tipo], file);
  });

  registerEndpoint(app, cc.conceptos, ({ query, body, request }) => service.conceptos(ctx, request.session, query.cuit, body));
  registerEndpoint(app, cc.conceptoPorRubro, ({ query, request }) => service.conceptoPorRubro(ctx, request.session, query));
  registerEndpoint(app, cc.conceptosExport, async ({ body, request, reply }) =>
    xlsx(reply, EXPORT_FILE_NAMES.conceptos, await service.conceptosExport(ctx, request.session, body, request.log)),
  );

  registerEndpoint(app, cc.settlementSearch, ({ body, request }) => service.settlementSearch(ctx, request.session, body));
  registerEndpoint(app, cc.settlementExport, async ({ body, request, reply }) =>
    xlsx(reply, EXPORT_FILE_NAMES.liquidacion, await service.settlementExport(ctx, request.session, body, request.log)),
  );
  registerEndpoint(app, cc.settlementQuery, ({ query, request }) => service.settlementQuery(ctx, request.session, query.$filter, query.$top));
  registerEndpoint(app, cc.certificadoRetencion, async ({ query, request, reply }) =>
    sendFile(reply, { ...(await service.certificadoRetencion(ctx, request.session, query)), contentType: CONTENT_TYPES.pdf }),
  );

  registerEndpoint(app, cc.getInvoiceAmount, ({ query, request }) => service.invoiceAmount(ctx, request.session, query));
  registerEndpoint(app, cc.getResumenInvoiceAmount, ({ query, request }) => service.invoiceSummary(ctx, request.session, query));
  registerEndpoint(app, cc.invoiceSend, ({ body, request }) => service.invoiceSend(ctx, request.session, body.Invoices));
  registerEndpoint(app, cc.invoiceUpload, ({ request }) => service.invoiceUpload(ctx, files, request.session, request));
}
