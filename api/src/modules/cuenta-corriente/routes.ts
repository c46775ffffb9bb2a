import type { FastifyInstance } from 'fastify';
import { cuentaCorriente as cc } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { CONTENT_TYPES, sendFile, sendXlsx } from '../../http/file-reply';
import { registerEndpoint } from '../../http/register-endpoint';
import type { FileStore } from '../../lib/storage';
import { certificadoRetencion, settlementQuery } from './certificados-retencion';
import { comisionesPendientes, comisionesPendientesExport } from './comisiones-pendientes';
import { conceptoPorRubro, conceptos, conceptosExport } from './conceptos-a-facturar';
import { invoiceAmount, invoiceSend, invoiceSummary, invoiceUpload } from './enviofacturas';
import { settlementExport, settlementSearch } from './liquidacion';
import {
  DETAIL_FILE_NAMES,
  certificadoPago,
  detalleComision,
  detalleExport,
  detalleLiquidacion,
  detallePago,
  pagosYLiquidaciones,
  pagosYLiquidacionesExport,
} from './pagos-liquidaciones';

/** 001 §9 file names. */
export const EXPORT_FILE_NAMES = {
  comisionesPendientes: 'ComisionesPendientes.xlsx',
  pagosYLiquidaciones: 'PagosYLiquidaciones.xlsx',
  conceptos: 'Conceptos.xlsx',
  liquidacion: 'Liquidacion.xlsx',
} as const;

export function cuentaCorrienteRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, cc.comisionesPendientes, ({ body, request }) =>
    comisionesPendientes(ctx, request.session, body),
  );
  registerEndpoint(app, cc.comisionesPendientesExport, async ({ body, request, reply }) =>
    sendXlsx(
      reply,
      EXPORT_FILE_NAMES.comisionesPendientes,
      await comisionesPendientesExport(ctx, request.session, body, request.log),
    ),
  );

  registerEndpoint(app, cc.pagosYLiquidaciones, ({ body, request }) => pagosYLiquidaciones(ctx, request.session, body));
  registerEndpoint(app, cc.pagosYLiquidacionesExport, async ({ body, request, reply }) =>
    sendXlsx(
      reply,
      EXPORT_FILE_NAMES.pagosYLiquidaciones,
      await pagosYLiquidacionesExport(ctx, request.session, body, request.log),
    ),
  );
  registerEndpoint(app, cc.certificadoPago, async ({ query, request, reply }) =>
    sendFile(reply, { ...(await certificadoPago(ctx, request.session, query)), contentType: CONTENT_TYPES.pdf }),
  );
  registerEndpoint(app, cc.detalleLiquidacion, ({ query, request }) =>
    detalleLiquidacion(ctx, request.session, query.LiqNro),
  );
  registerEndpoint(app, cc.detallePago, ({ query, request }) => detallePago(ctx, request.session, query.pagoNro));
  registerEndpoint(app, cc.detalleComision, ({ query, body, request }) =>
    detalleComision(ctx, request.session, query, body),
  );
  registerEndpoint(app, cc.detallePagoLiquidacionExport, async ({ query, body, request, reply }) => {
    const tipo = query.tipoPagoLiq as 1 | 2 | 3;
    const file = await detalleExport(ctx, request.session, tipo, body.numero, body.columns, request.log);
    return sendXlsx(reply, DETAIL_FILE_NAMES[tipo], file);
  });

  registerEndpoint(app, cc.conceptos, ({ query, body, request }) => conceptos(ctx, request.session, query.cuit, body));
  registerEndpoint(app, cc.conceptoPorRubro, ({ query, request }) => conceptoPorRubro(ctx, request.session, query));
  registerEndpoint(app, cc.conceptosExport, async ({ body, request, reply }) =>
    sendXlsx(reply, EXPORT_FILE_NAMES.conceptos, await conceptosExport(ctx, request.session, body, request.log)),
  );

  registerEndpoint(app, cc.settlementSearch, ({ body, request }) => settlementSearch(ctx, request.session, body));
  registerEndpoint(app, cc.settlementExport, async ({ body, request, reply }) =>
    sendXlsx(reply, EXPORT_FILE_NAMES.liquidacion, await settlementExport(ctx, request.session, body, request.log)),
  );
  registerEndpoint(app, cc.settlementQuery, ({ query, request }) =>
    settlementQuery(ctx, request.session, query.$filter, query.$top),
  );
  registerEndpoint(app, cc.certificadoRetencion, async ({ query, request, reply }) =>
    sendFile(reply, { ...(await certificadoRetencion(ctx, request.session, query)), contentType: CONTENT_TYPES.pdf }),
  );

  registerEndpoint(app, cc.getInvoiceAmount, ({ query, request }) => invoiceAmount(ctx, request.session, query));
  registerEndpoint(app, cc.getResumenInvoiceAmount, ({ query, request }) =>
    invoiceSummary(ctx, request.session, query),
  );
  registerEndpoint(app, cc.invoiceSend, ({ body, request }) => invoiceSend(ctx, request.session, body.Invoices));
  registerEndpoint(app, cc.invoiceUpload, ({ request }) => invoiceUpload(ctx, files, request.session, request));
}
