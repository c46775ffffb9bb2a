import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '@portal/shared/contract/api-tokens';
import type { Db } from '../../db/client';
import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import { sessionUser, type Session } from '../../http/session';
import { sha256 } from '../../lib/tokens';
import { messages } from '../../messages';
import type { TokenCallLimit } from './call-limit';
import * as q from './queries';
import { scopeOfRoute } from './scopes';

/** Whether a bearer token is a personal API token rather than a sign-in's JWT (which has no such prefix). */
export function isApiToken(token: string): boolean {
  return token.startsWith(API_TOKEN_PREFIX);
}

/**
 * The session of a call made with a personal API token (issue 40 §3): its owner's, as a producer signed in
 * would have, marked with the token so the audit trail names it. Null (401) for an unknown token, a revoked
 * or expired one, or an owner no longer an active producer of their own; 403 for a call that is not a
 * reading call of one of its scopes; 429 past its calls per minute. The row is read on every call, so a
 * revocation holds on every replica at once: there is no cache to tell.
 */
export async function authenticateApiToken(
  db: Db,
  limit: TokenCallLimit,
  request: FastifyRequest,
  token: string,
): Promise<Session | null> {
  const row = await q.tokenByHash(db, sha256(token));
  if (!row) return null;
  const session: Session = {
    ...sessionUser(row),
    sessionId: `api-token:${row.id}`,
    effectiveCuit: row.cuit,
    producerIds: row.producerId ? [row.producerId] : [],
    selectedProducerId: null,
    selectedProducerUserId: null,
    // Only a producer signed in as themselves holds tokens: never a delegate's limits.
    delegateScopes: null,
    delegateUntil: null,
    apiToken: { id: row.id, name: row.name },
  };
  // Set before any refusal, only for the audit trail (the guard sets it again on success): a revoked token's
  // calls, or one out of its scopes, are recorded under the token's name too.
  request.session = session;
  if (!row.live || !row.active || row.userType !== UserType.producer || row.reportToCuit !== null) return null;
  const scope = scopeOfRoute(request.method, request.routeOptions.url);
  if (!scope || !row.scopes.includes(scope)) throw new AppError(403, messages.forbidden);
  if (!(await limit.take(row.id))) throw new AppError(429, messages.tooManyRequests);
  await q.touchToken(db, row.id);
  return session;
}
