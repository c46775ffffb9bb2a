import type { FastifyInstance } from 'fastify';
import { adminOversight as contract } from '@portal/shared/contract';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import * as simulators from './service';

const ok = { success: true as const, businessExceptions: [] };

/** The simulator users admin (002 §2 /admin-users, §7 'Simulator users and simulation'). */
export function simulatorUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, contract.getSimulatorUsers, ({ request }) => simulators.list(ctx, request.session));
  registerEndpoint(app, contract.registerSimulator, async ({ body, request }) => ({
    ...ok,
    Id: await simulators.register(ctx, request.session, body),
  }));
  registerEndpoint(app, contract.deleteSimulatorUser, async ({ body, request }) => {
    await simulators.remove(ctx, request.session, body.Id);
    return ok;
  });
  registerEndpoint(
    app,
    contract.changeSimulatorPassword,
    async ({ body }) => {
      await simulators.changePassword(ctx, body);
      return ok;
    },
    { rateLimit: { max: 20, timeWindow: '1 minute' } },
  );
}
