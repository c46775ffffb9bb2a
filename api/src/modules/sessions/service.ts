import type { ActiveSession } from '@portal/shared/contract/security';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import { revokeSession, revokeUserSessions } from '../auth/queries';
import * as q from './queries';
import { describeUserAgent } from './user-agent';

/** /seguridad's list: the signed-in user's own live sessions, the one asking marked 'Esta sesión'. */
export async function listSessions(ctx: AppContext, session: Session): Promise<ActiveSession[]> {
  const rows = await q.liveSessionsOf(ctx.database.db, session.userId);
  return rows.map((row) => ({
    id: row.id,
    ...describeUserAgent(row.userAgent),
    address: row.address,
    startedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === session.sessionId,
  }));
}

/**
 * Ends one of the user's sessions through sign-out's own query (auth/queries.ts revokeSession): the
 * revocation, then the notification and fence that make every replica refuse it at its next call.
 * Another user's session answers 404, as one that does not exist, and is left alone.
 */
export async function endSession(ctx: AppContext, session: Session, sessionId: string): Promise<{ success: true }> {
  const { db } = ctx.database;
  if (!(await q.ownsLiveSession(db, session.userId, sessionId))) throw new AppError(404, messages.notFound);
  await revokeSession(db, sessionId);
  return { success: true };
}

/** 'Cerrar las demás sesiones': every live session of the user but the one asking, as a password change does. */
export async function endOtherSessions(ctx: AppContext, session: Session): Promise<{ success: true; ended: number }> {
  const ended = await revokeUserSessions(ctx.database.db, session.userId, session.sessionId);
  return { success: true, ended };
}
