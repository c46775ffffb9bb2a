import { and, eq, gt, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type CodePurpose, refreshTokens, sessions, userCodes, users } from '../../db/schema';
import { sessionsChanged } from '../../db/session-changes';

export async function findUserByUsername(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

/**
 * The producer-door user an e-mail signs in (000 §2.1: '/login: CUIT/CUIL/Email'): a producer or Gestor whose
 * e-mail it is, when exactly one is; e-mails are not unique, and an ambiguous one signs nobody in.
 */
export async function findProducerUserByEmail(db: Db, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.userType, 1), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .limit(2);
  return rows.length === 1 ? rows[0] : undefined;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A sign-in's or refresh's origin as the session's columns hold it (cut to their sizes). */
export function originColumns(origin: { address: string; userAgent: string | undefined }) {
  return { address: origin.address.slice(0, 64), userAgent: origin.userAgent?.slice(0, 512) || null };
}

export async function createSession(
  db: Db,
  row: { id: string; userId: number; rememberMe: boolean; address: string; userAgent: string | null },
) {
  await db.insert(sessions).values(row);
}

/**
 * A refresh: the session was seen now, from there. These columns do not fire the session-change
 * notification (migration 0019), so the kept session stays kept.
 */
export async function sessionSeen(
  db: Db,
  sessionId: string,
  origin: { address: string; userAgent: string | undefined },
) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, ...originColumns(origin) })
    .where(eq(sessions.id, sessionId));
}

export async function insertRefreshToken(db: Db, row: { tokenHash: string; familyId: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values(row);
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: sessions.userId,
      rememberMe: sessions.rememberMe,
      revokedAt: sessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Marks a refresh token used, once: false when another request rotated it first. */
export async function markRefreshTokenUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * Whether a spent refresh token may still be renewed: it was spent less than `graceMs` ago and no later
 * token of its family has been used since (the client that spent it never presented — so never got — the
 * new one). Read from the database, so every replica and concurrent request sees the same answer.
 */
export async function spentWithinGrace(db: Db, id: number, graceMs: number): Promise<boolean> {
  const later = alias(refreshTokens, 'later');
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.id, id),
        gt(refreshTokens.usedAt, sql`now() - ${graceMs}::int * interval '1 millisecond'`),
        notExists(
          db
            .select({ id: later.id })
            .from(later)
            .where(
              and(eq(later.familyId, refreshTokens.familyId), gt(later.id, refreshTokens.id), isNotNull(later.usedAt)),
            ),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await sessionsChanged(sessionId);
}

/** Ends every session of a user, but `keep` (the one changing the password); answers how many it ended. */
export async function revokeUserSessions(db: Db, userId: number, keep?: string): Promise<number> {
  const where = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keep ? and(where, sql`${sessions.id} <> ${keep}`) : where)
    .returning({ id: sessions.id });
  await sessionsChanged();
  return ended.length;
}

export async function insertCode(
  db: Db,
  row: { codeHash: string; userId: number; purpose: CodePurpose; payload?: string; expiresAt: Date },
) {
  await db.insert(userCodes).values(row);
}

/** A live code of one of `purposes`, consumed atomically: null when unknown, used or expired. */
export async function consumeCode(db: Db, codeHash: string, purposes: CodePurpose[]) {
  const rows = await db
    .update(userCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userCodes.codeHash, codeHash),
        isNull(userCodes.usedAt),
        gt(userCodes.expiresAt, sql`now()`),
        sql`${userCodes.purpose} in (${sql.join(
          purposes.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return rows[0];
}

export async function findLiveCode(db: Db, codeHash: string) {
  const [row] = await db
    .select()
    .from(userCodes)
    .where(and(eq(userCodes.codeHash, codeHash), isNull(userCodes.usedAt), gt(userCodes.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, id));
  await sessionsChanged();
}
