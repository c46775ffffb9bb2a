import { and, count, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { twoStep, twoStepRecoveryCodes } from '../../../db/schema';

export async function findTwoStep(db: Db, userId: number) {
  const [row] = await db.select().from(twoStep).where(eq(twoStep.userId, userId)).limit(1);
  return row;
}

/** Starts (or starts again) a pending set-up with a new sealed secret. A confirmed one is left alone: false. */
export async function savePendingSecret(db: Db, userId: number, sealed: string): Promise<boolean> {
  const rows = await db
    .insert(twoStep)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: twoStep.userId,
      set: { secret: sealed, lastUsedStep: 0, createdAt: sql`now()` },
      setWhere: isNull(twoStep.confirmedAt),
    })
    .returning({ userId: twoStep.userId });
  return rows.length === 1;
}

/**
 * Spends the 30-second step of an accepted code: only if no code of that step or a later one was accepted
 * before (a replay, or a race of two requests with one code, gets false). One UPDATE, so every replica agrees.
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(twoStep)
    .set({ lastUsedStep: step })
    .where(and(eq(twoStep.userId, userId), lt(twoStep.lastUsedStep, step)))
    .returning({ userId: twoStep.userId });
  return rows.length === 1;
}

/** Confirms the pending set-up and replaces any recovery codes with the new hashes, together. */
export async function confirm(db: Db, userId: number, codeHashes: string[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(twoStep)
      .set({ confirmedAt: sql`now()` })
      .where(and(eq(twoStep.userId, userId), isNull(twoStep.confirmedAt)))
      .returning({ userId: twoStep.userId });
    if (rows.length !== 1) return false;
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
    await tx.insert(twoStepRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    return true;
  });
}

/** Turns it off: the secret and the recovery codes go. */
export async function remove(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoStepRecoveryCodes).where(eq(twoStepRecoveryCodes.userId, userId));
    await tx.delete(twoStep).where(eq(twoStep.userId, userId));
  });
}

export async function unusedRecoveryCodes(db: Db, userId: number) {
  return db
    .select({ id: twoStepRecoveryCodes.id, codeHash: twoStepRecoveryCodes.codeHash })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)))
    .orderBy(twoStepRecoveryCodes.id);
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoStepRecoveryCodes)
    .where(and(eq(twoStepRecoveryCodes.userId, userId), isNull(twoStepRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Marks a recovery code used, once: false when another request spent it first. */
export async function spendRecoveryCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(twoStepRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoStepRecoveryCodes.id, id), isNull(twoStepRecoveryCodes.usedAt)))
    .returning({ id: twoStepRecoveryCodes.id });
  return rows.length === 1;
}

/** Whether the user has two-step verification on (a confirmed secret). */
export async function isOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoStep.userId })
    .from(twoStep)
    .where(and(eq(twoStep.userId, userId), isNotNull(twoStep.confirmedAt)))
    .limit(1);
  return Boolean(row);
}
