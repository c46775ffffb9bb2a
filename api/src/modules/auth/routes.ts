import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { shell } from '@portal/shared/contract';
import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages } from '../../messages';
import type { Session } from '../../http/session';
import { registerProducer, type RegistrationInput } from './registration';
import * as auth from './service';

export const REFRESH_COOKIE = 'refresh_token';

/**
 * The refresh token lives only in this cookie (docs/adr/0009-no-secrets-in-the-browser.md): HttpOnly, SameSite=Strict, Path=/, Secure
 * when the request came over https (directly or, through the trusted proxy, by X-Forwarded-Proto).
 * Without remember-me it is a browser-session cookie.
 */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, tokens: auth.IssuedTokens) {
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
    ...(tokens.rememberMe && { expires: tokens.refreshExpiresAt }),
  });
}

function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: request.protocol === 'https',
  });
}

export function originOf(request: FastifyRequest): auth.ClientOrigin {
  return { address: request.ip, userAgent: request.headers['user-agent'] };
}

/** Per address: calls that send mail or try a code (a code cannot be guessed one request at a time). */
export const PUBLIC_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * Register called with a producer's session adds a delegate (002 §8). That is the delegates module's work, and
 * delegates builds on auth (its mails, its user rows), so app.ts hands it in here rather than auth importing it.
 */
export type CreateDelegate = (
  ctx: AppContext,
  session: Session,
  input: RegistrationInput & { Rol?: string },
) => Promise<void>;

export function authRoutes(app: FastifyInstance, ctx: AppContext, createDelegate: CreateDelegate): void {
  const ok = { success: true as const, businessExceptions: [] };

  registerEndpoint(app, shell.accountLogin, async ({ body, request, reply }) => {
    const { response, tokens } = await auth.signIn(ctx, 'producer', body, originOf(request));
    if (tokens) setRefreshCookie(request, reply, tokens);
    return response;
  });
  registerEndpoint(app, shell.simulatorLogin, async ({ body, request, reply }) => {
    const { response, tokens } = await auth.signIn(ctx, 'simulator', body, originOf(request));
    if (tokens) setRefreshCookie(request, reply, tokens);
    return response;
  });
  registerEndpoint(app, shell.refreshToken, async ({ request, reply }) => {
    try {
      const tokens = await auth.refresh(ctx, request.cookies[REFRESH_COOKIE], originOf(request));
      setRefreshCookie(request, reply, tokens);
      return { success: true as const, token: tokens.accessToken };
    } catch (err) {
      clearRefreshCookie(request, reply);
      throw err;
    }
  });
  registerEndpoint(app, shell.logout, async ({ request, reply }) => {
    await auth.signOut(ctx, request.cookies[REFRESH_COOKIE], await app.authenticate(request));
    clearRefreshCookie(request, reply);
    return ok;
  });
  registerEndpoint(
    app,
    shell.forgotPassword,
    async ({ body }) => {
      await auth.forgotPassword(ctx, body);
      return ok;
    },
    PUBLIC_LIMIT,
  );
  registerEndpoint(
    app,
    shell.sendEmailConfirmation,
    async ({ body }) => {
      await auth.sendEmailConfirmation(ctx, body);
      return ok;
    },
    PUBLIC_LIMIT,
  );
  registerEndpoint(
    app,
    shell.resetPassword,
    async ({ body }) => {
      await auth.resetPassword(ctx, body);
      return ok;
    },
    PUBLIC_LIMIT,
  );
  registerEndpoint(
    app,
    shell.confirmEmail,
    async ({ body }) => {
      await auth.confirmEmail(ctx, body.code);
      return ok;
    },
    PUBLIC_LIMIT,
  );
  registerEndpoint(
    app,
    shell.register,
    async ({ body, request }) => {
      // With a session it is a producer adding a delegate (002 §8); without one, a producer signing up.
      const hasBearer = Boolean(request.headers.authorization);
      const session = hasBearer ? await app.authenticate(request) : null;
      if (hasBearer && !session) throw new AppError(401, messages.sessionExpired);
      if (session) {
        if (session.userType !== UserType.producer) throw new AppError(403, messages.forbidden);
        await createDelegate(ctx, session, body);
      } else {
        await registerProducer(ctx, body);
      }
      return ok;
    },
    PUBLIC_LIMIT,
  );
  const pending = { allowPendingPasswordChange: true };
  registerEndpoint(
    app,
    shell.getRoles,
    ({ query, request }) => auth.getRoles(ctx, request.session, query.userId),
    pending,
  );
  registerEndpoint(app, shell.getPermissionsProducerSimulator, ({ query, request }) =>
    auth.getSimulatorPermissions(ctx, request.session, query.userIdProducer, query.userId),
  );
  registerEndpoint(
    app,
    shell.checkUserInfo,
    ({ query, request }) => auth.checkUserInfo(ctx, request.session, query.userId),
    pending,
  );
}
