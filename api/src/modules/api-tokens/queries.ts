import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema';
import { sessionUserColumns } from '../../http/session';

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  scopes: apiTokens.scopes,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
  expiresAt: apiTokens.expiresAt,
};

/** The user's tokens not revoked, the newest first. */
export function tokensOf(db: Db, userId: number) {
  return db
    .select(listed)
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function insertToken(
  db: Db,
  token: { userId: number; name: string; tokenHash: string; scopes: string[]; expiresAt: Date },
) {
  const [row] = await db.insert(apiTokens).values(token).returning(listed);
  return row;
}

/** Revokes one of the user's live tokens; false when it is not the user's or was already revoked. */
export async function revokeToken(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/**
 * A token by its hash with what a call needs of its owner, revoked or expired included (the caller tells
 * which, and the audit trail still names the token). `live` is the database's own clock's answer, so every
 * replica agrees on the instant a token ends.
 */
export async function tokenByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      scopes: apiTokens.scopes,
      live: sql<boolean>`(${apiTokens.revokedAt} is null and ${apiTokens.expiresAt} > now())`,
      ...sessionUserColumns,
      active: users.active,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Moves 'last used' at most once a minute: the list shows it to the minute, and most calls then write nothing. */
export async function touchToken(db: Db, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiTokens.id, id),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
}
