import { and, desc, eq, exists, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, storedFiles } from '../../db/schema';

export const ATTACHMENT_ENTITY = 'NotificationAttach';

/** What a notification generated from a definition carries: the definition's attachment (the admin area's). */
export const DEFINITION_ATTACHMENT_ENTITY = 'NotificationDefinitionAttach';

/** A notification's own attachment, or else its definition's. */
const attachmentOf = sql`(${storedFiles.entity} = ${ATTACHMENT_ENTITY} and ${storedFiles.entityId} = ${notifications.id})
  or (${storedFiles.entity} = ${DEFINITION_ATTACHMENT_ENTITY} and ${storedFiles.entityId} = ${notifications.definitionId})`;

const hasAttachment = exists(sql`(select 1 from ${storedFiles} where ${attachmentOf})`);

/**
 * One producer's web notifications, newest first; only those not yet seen when `onlyNew`. Not capped: 002 §4
 * "the history loads all of them", and they are one CUIT's, generated at most a few a day.
 */
export function findNotifications(
  db: Db,
  cuit: string,
  { onlyNew, webUse, mailUse }: { onlyNew: boolean; webUse: boolean; mailUse: boolean },
) {
  return db
    .select({
      id: notifications.id,
      createdAt: notifications.createdAt,
      webTitle: notifications.webTitle,
      webText: notifications.webText,
      verifiedAt: notifications.verifiedAt,
      hasAttachment: sql<boolean>`${hasAttachment}`,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.cuit, cuit),
        webUse ? eq(notifications.webUse, true) : undefined,
        mailUse ? eq(notifications.mailUse, true) : undefined,
        onlyNew ? isNull(notifications.verifiedAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
}

/** Marks one of the producer's notifications as seen (the first time only); false when it is not theirs. */
export async function markVerified(db: Db, cuit: string, id: number, now: Date): Promise<boolean> {
  const mine = and(eq(notifications.id, id), eq(notifications.cuit, cuit));
  await db
    .update(notifications)
    .set({ verifiedAt: now })
    .where(and(mine, isNull(notifications.verifiedAt)));
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(mine).limit(1);
  return Boolean(row);
}

/** The attachment of one of the producer's notifications, or undefined. */
export async function findAttachment(db: Db, cuit: string, id: number) {
  const [row] = await db
    .select({
      fileName: storedFiles.fileName,
      contentType: storedFiles.contentType,
      storageKey: storedFiles.storageKey,
    })
    .from(storedFiles)
    .innerJoin(notifications, attachmentOf)
    .where(and(eq(notifications.id, id), eq(notifications.cuit, cuit)))
    // Its own before its definition's; the newest of the definition's.
    .orderBy(sql`${storedFiles.entity} = ${ATTACHMENT_ENTITY} desc`, desc(storedFiles.id))
    .limit(1);
  return row;
}
