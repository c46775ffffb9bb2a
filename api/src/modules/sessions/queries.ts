import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';

/**
 * A user's live sessions: not revoked, and holding a refresh token not yet expired (a session whose
 * browser closed long ago is over, though nothing revoked it).
 */
export async function liveSessionsOf(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessions.id} and ${gt(refreshTokens.expiresAt, sql`now()`)})`,
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Whether the session is the user's and not yet revoked: another user's id is as unknown as a made-up one. */
export async function ownsLiveSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return Boolean(row);
}
