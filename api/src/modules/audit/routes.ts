import type { FastifyInstance } from 'fastify';
import { adminOversight as contract } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { assertOversight } from './access';
import * as audit from './service';
import * as statistics from './statistics';

/** The audit trail's pages (002 §7 'Audit') and the statistics computed from it (002 §7 'Statistics'). */
export function auditRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, contract.getAudit, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerAuditoriaProductor');
    return audit.actions(ctx.database.db, query);
  });
  registerEndpoint(app, contract.getLogs, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerAuditoriaProductor');
    return audit.logs(ctx.database.db, query);
  });
  registerEndpoint(app, contract.getCommunicationAudit, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerAuditoriaProductor');
    return audit.communications(ctx.database.db, query);
  });

  registerEndpoint(app, contract.getRegisteredProducers, async ({ request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerEstadisticas');
    return statistics.registeredProducers(ctx.database.db);
  });
  registerEndpoint(app, contract.getModules, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerEstadisticas');
    return statistics.modules(ctx.database.db, query.period);
  });
  registerEndpoint(app, contract.getLastAccesses, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerEstadisticas');
    return statistics.lastAccesses(ctx.database.db, query.period);
  });
  registerEndpoint(app, contract.getRegisteredUsers, async ({ query, request }) => {
    await assertOversight(app, ctx.database.db, request.session, 'VerEstadisticas');
    return statistics.registeredUsers(ctx.database.db, query.period, query.format);
  });
}
