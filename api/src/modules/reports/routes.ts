import type { FastifyInstance } from 'fastify';
import { reports } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { scopeOf } from '../cartera/service';
import { AppError } from '../../errors';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import * as service from './service';

/** The menu permission each report's screen needs (001 §6): its schedule and column view need the same. */
const REPORT_PERMISSION: Record<string, string> = {
  portfolio: 'BusquedaCartera',
  certificados: 'BusquedaCartera',
  settlement: 'LiquidacionCC',
  rejection: 'RechazoMotivo',
  debtors: 'DeudoresPremio',
  comisionespendientes: 'ComisionesPendientes',
  pagosyliquidaciones: 'PagosYLiquidaciones',
  conceptos: 'ConceptosFacturar',
};

export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const mayUse = async (session: Session, report: string) => {
    if (!(await app.permissionsOf(session)).includes(REPORT_PERMISSION[report]))
      throw new AppError(403, messages.forbidden);
  };
  registerEndpoint(app, reports.getReportScheduler, async ({ query, request }) => {
    await mayUse(request.session, query.UrlApi);
    return service.getReportScheduler(ctx, request.session, query);
  });
  registerEndpoint(app, reports.saveReportScheduler, async ({ body, request }) => {
    await mayUse(request.session, body.UrlApi);
    return service.saveReportScheduler(ctx, request.session, body, async (producerIds) => {
      await scopeOf(ctx, request.session, { producerId: producerIds, gridFilters: [] });
    });
  });
  registerEndpoint(app, reports.getLabelSection, ({ query }) => service.getLabelSection(ctx, query));
  registerEndpoint(app, reports.getColumnView, async ({ query, request }) => {
    await mayUse(request.session, query.report);
    return service.getColumnView(ctx, request.session, query.report);
  });
  registerEndpoint(app, reports.saveColumnView, async ({ body, request }) => {
    await mayUse(request.session, body.report);
    return service.saveColumnView(ctx, request.session, body);
  });
}
