import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type ApiTokenScope,
  apiTokenMessages,
  endDateOf,
  endDateProblem,
  endDateToday,
  expiryOf,
} from '@portal/shared/contract/api-tokens';
import { UserType } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { randomToken, sha256 } from '../../lib/tokens';
import { messages } from '../../messages';
import * as q from './queries';

/**
 * Only a producer signed in as themself holds tokens: not a Gestor (who reads a producer's data by that
 * producer's leave), not staff, administrators or a simulator acting for a producer, and not a token.
 */
function assertProducerOfOwn(session: Session): void {
  if (session.userType !== UserType.producer || session.reportToCuit !== null || session.apiToken) {
    throw new AppError(403, apiTokenMessages.producersOnly);
  }
}

function view(row: Awaited<ReturnType<typeof q.tokensOf>>[number]): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    endDate: endDateOf(row.expiresAt),
  };
}

export async function listTokens(ctx: AppContext, session: Session): Promise<ApiToken[]> {
  assertProducerOfOwn(session);
  return (await q.tokensOf(ctx.database.db, session.userId)).map(view);
}

/**
 * A new token: 256 random bits after the prefix. Only its SHA-256 is stored: a token is a random value, not a
 * password people choose, so a fast hash is as hard to reverse as a slow one (there is no dictionary to try),
 * and it lets each call find its row by an index instead of trying a slow hash per token.
 */
export async function createToken(
  ctx: AppContext,
  session: Session,
  input: { name: string; scopes: ApiTokenScope[]; endDate: string },
) {
  assertProducerOfOwn(session);
  const problem = endDateProblem(input.endDate, endDateToday());
  if (problem) throw new AppError(400, problem, { issues: [{ path: 'endDate', message: problem }] });
  const token = `${API_TOKEN_PREFIX}${randomToken()}`;
  const row = await q.insertToken(ctx.database.db, {
    userId: session.userId,
    name: input.name,
    tokenHash: sha256(token),
    scopes: input.scopes,
    expiresAt: expiryOf(input.endDate),
  });
  return { token, apiToken: view(row) };
}

/** Revokes one of the user's tokens: its next call is refused on every replica. Another user's id is 404, as an unknown one. */
export async function revokeToken(ctx: AppContext, session: Session, id: number): Promise<{ success: true }> {
  assertProducerOfOwn(session);
  if (!(await q.revokeToken(ctx.database.db, session.userId, id))) throw new AppError(404, messages.notFound);
  return { success: true };
}
