import type { FastifyInstance, FastifyRequest } from 'fastify';
import { twoStep } from '@portal/shared/contract';
import type { AppContext } from '../../../http/context';
import { registerEndpoint } from '../../../http/register-endpoint';
import { originOf, PUBLIC_LIMIT, setRefreshCookie } from '../routes';
import * as service from './service';
import { activateAtSignIn, setupAtSignIn, verifySignIn } from './sign-in';

const whereFrom = (request: FastifyRequest) => ({ ...originOf(request), url: request.url });

/** Two-step verification (issue 40 §1): the second step of sign-in, and its section of /seguridad (the user's own account only). */
export function twoStepRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    twoStep.signInTwoStep,
    async ({ body, request, reply }) => {
      const { response, tokens } = await verifySignIn(ctx, body, whereFrom(request));
      setRefreshCookie(request, reply, tokens);
      return response;
    },
    PUBLIC_LIMIT,
  );
  registerEndpoint(app, twoStep.signInTwoStepSetup, ({ body }) => setupAtSignIn(ctx, body), PUBLIC_LIMIT);
  registerEndpoint(
    app,
    twoStep.signInTwoStepActivate,
    async ({ body, request, reply }) => {
      const { response, tokens } = await activateAtSignIn(ctx, body, whereFrom(request));
      setRefreshCookie(request, reply, tokens);
      return response;
    },
    PUBLIC_LIMIT,
  );

  registerEndpoint(app, twoStep.getTwoStep, ({ request }) => service.status(ctx, request.session.userId));
  registerEndpoint(app, twoStep.startTwoStep, async ({ request }) =>
    service.startSetup(ctx, await service.signedInUser(ctx, request.session)),
  );
  registerEndpoint(app, twoStep.activateTwoStep, async ({ body, request }) => {
    const recoveryCodes = await service.confirmSetup(
      ctx,
      await service.signedInUser(ctx, request.session),
      body.code,
      request.url,
    );
    return { success: true as const, recoveryCodes };
  });
  registerEndpoint(app, twoStep.disableTwoStep, async ({ body, request }) => {
    await service.disable(ctx, request.session, body, whereFrom(request));
    return { success: true as const };
  });
}
