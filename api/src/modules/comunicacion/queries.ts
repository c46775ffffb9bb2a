import { and, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  communicationReads,
  communications,
  enquiryReasons,
  enquirySectors,
  storedFiles,
  UserType,
  users,
} from '../../db/schema';

export const BODY_ENTITY = 'CommunicationBody';
export const ATTACH_ENTITY = 'CommunicationAttach';
export const ENQUIRY_FILE_ENTITY = 'EnquiryFile';
/** The panel's newest ones (Ultimos=true). */
export const PANEL_SIZE = 5;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DbOrTx = Db | Tx;

/**
 * The outer row's id inside a correlated subquery, spelled with its table: Drizzle leaves columns of a
 * one-table select unqualified, and a bare "id" there would be the subquery's own.
 */
const outerId = (table: string) => sql`${sql.identifier(table)}.${sql.identifier('id')}`;
const communicationId = outerId('communications');

const fileOf = (entity: string) =>
  sql<boolean>`exists (select 1 from ${storedFiles} where ${storedFiles.entity} = ${entity} and ${storedFiles.entityId} = ${communicationId})`;

/** Visible to producers: enabled and already started (the history also shows expired ones when Vigentes=false). */
const started = (today: string) => and(eq(communications.enabled, true), lte(communications.startDate, today));
const current = (today: string) => or(isNull(communications.endDate), gte(communications.endDate, today));

/**
 * One producer's communications with its own read and confirmation marks, newest first: the panel's latest
 * (Ultimos), else every one, as 002 §4 has the history load all of them.
 */
export function findForProducer(
  db: Db,
  cuit: string,
  { today, vigentes, ultimos }: { today: string; vigentes: boolean; ultimos: boolean },
) {
  const query = db
    .select({
      c: communications,
      readAt: communicationReads.readAt,
      confirmedAt: communicationReads.confirmedAt,
      hasBody: fileOf(BODY_ENTITY),
      hasAttach: fileOf(ATTACH_ENTITY),
    })
    .from(communications)
    .leftJoin(
      communicationReads,
      and(eq(communicationReads.communicationId, communications.id), eq(communicationReads.cuit, cuit)),
    )
    .where(and(started(today), vigentes ? current(today) : undefined))
    .orderBy(desc(communications.startDate), desc(communications.id));
  return ultimos ? query.limit(PANEL_SIZE) : query;
}

/** A communication a producer can see (enabled and started), or undefined. */
export async function findVisible(db: Db, id: number, today: string) {
  const [row] = await db
    .select()
    .from(communications)
    .where(and(eq(communications.id, id), started(today)))
    .limit(1);
  return row;
}

/** Marks it read by the CUIT (the first time), and confirmed when asked (once: never undone). */
export async function markRead(db: Db, id: number, cuit: string, confirm: boolean, now: Date) {
  await db
    .insert(communicationReads)
    .values({ communicationId: id, cuit, readAt: now, confirmedAt: confirm ? now : null })
    .onConflictDoUpdate({
      target: [communicationReads.communicationId, communicationReads.cuit],
      set: {
        confirmedAt: confirm
          ? sql`coalesce(${communicationReads.confirmedAt}, ${now.toISOString()}::timestamptz)`
          : sql`${communicationReads.confirmedAt}`,
      },
    });
}

/** The stored file of a communication's entity (body or attachment). */
export async function findFile(db: Db, entity: string, id: number) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.entity, entity), eq(storedFiles.entityId, id)))
    .orderBy(desc(storedFiles.id))
    .limit(1);
  return row;
}

/**
 * Every communication for the admin list, newest first, with how many producers read and confirmed it. All of
 * them: an administrator must reach an old one to edit or disable it, and they are written by hand (hundreds,
 * not the millions of the report tables); the screen pages them.
 */
export function findAll(db: Db) {
  return db
    .select({
      c: communications,
      hasBody: fileOf(BODY_ENTITY),
      hasAttach: fileOf(ATTACH_ENTITY),
      readCount: sql<number>`(select count(*) from ${communicationReads} where ${communicationReads.communicationId} = ${communicationId})::int`,
      confirmedCount: sql<number>`(select count(*) from ${communicationReads} where ${communicationReads.communicationId} = ${communicationId} and ${communicationReads.confirmedAt} is not null)::int`,
    })
    .from(communications)
    .orderBy(desc(communications.startDate), desc(communications.id));
}

export async function findOne(db: Db, id: number) {
  const [row] = await db
    .select({ c: communications, hasBody: fileOf(BODY_ENTITY), hasAttach: fileOf(ATTACH_ENTITY) })
    .from(communications)
    .where(eq(communications.id, id))
    .limit(1);
  return row;
}

export type CommunicationValues = Omit<typeof communications.$inferInsert, 'id' | 'createdAt' | 'mailSentAt'>;

export async function insert(db: Db, values: CommunicationValues): Promise<number> {
  const [row] = await db.insert(communications).values(values).returning({ id: communications.id });
  return row.id;
}

export async function update(
  db: Db,
  id: number,
  values: Partial<typeof communications.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(communications)
    .set(values)
    .where(eq(communications.id, id))
    .returning({ id: communications.id });
  return rows.length > 0;
}

/** Deletes it with its reads; answers the storage keys of its files, to remove from the store afterwards. */
export async function remove(db: Db, id: number): Promise<string[] | null> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(communications)
      .where(eq(communications.id, id))
      .returning({ id: communications.id });
    if (!deleted.length) return null;
    const files = await tx
      .delete(storedFiles)
      .where(and(inArray(storedFiles.entity, [BODY_ENTITY, ATTACH_ENTITY]), eq(storedFiles.entityId, id)))
      .returning({ key: storedFiles.storageKey });
    return files.map((f) => f.key);
  });
}

/** Replaces the entity's file of a communication (one body, one attachment); answers the keys replaced. */
export async function replaceFile(
  tx: DbOrTx,
  entity: string,
  id: number,
  file: Omit<typeof storedFiles.$inferInsert, 'entity' | 'entityId'>,
) {
  const old = await tx
    .delete(storedFiles)
    .where(and(eq(storedFiles.entity, entity), eq(storedFiles.entityId, id)))
    .returning({ key: storedFiles.storageKey });
  await tx.insert(storedFiles).values({ ...file, entity, entityId: id });
  return old.map((f) => f.key);
}

/** Communications due to be mailed (sendMail, enabled, started, mail date reached, not yet mailed). */
export function findMailDue(db: Db, today: string) {
  return db
    .select({ id: communications.id })
    .from(communications)
    .where(
      and(
        eq(communications.sendMail, true),
        isNull(communications.mailSentAt),
        started(today),
        current(today),
        or(isNull(communications.sendMailDate), lte(communications.sendMailDate, today)),
      ),
    )
    .orderBy(communications.id);
}

/** Claims one for mailing: only the process whose update finds it still unmailed gets it. */
export async function claimForMail(tx: Tx, id: number, now: Date) {
  const [row] = await tx
    .update(communications)
    .set({ mailSentAt: now })
    .where(and(eq(communications.id, id), isNull(communications.mailSentAt)))
    .returning();
  return row;
}

/** The producers a communication reaches: every active producer user holding its own CUIT (delegates excluded). */
export function producerRecipients(tx: DbOrTx) {
  return tx
    .select({ email: users.email, cuit: users.cuit, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        eq(users.userType, UserType.producer),
        eq(users.active, true),
        isNotNull(users.cuit),
        isNull(users.reportToCuit),
      ),
    )
    .orderBy(users.id);
}

export function findSectors(db: Db) {
  return db
    .select({
      id: enquirySectors.id,
      value: enquirySectors.value,
      message: enquirySectors.message,
      mailbox: enquirySectors.mailbox,
      hasSubCategory: sql<boolean>`exists (select 1 from ${enquiryReasons} where ${enquiryReasons.sectorId} = ${outerId('enquiry_sectors')})`,
    })
    .from(enquirySectors)
    .orderBy(enquirySectors.id);
}

export function findReasons(db: Db, sectorId: number) {
  return db
    .select({ id: enquiryReasons.id, value: enquiryReasons.value })
    .from(enquiryReasons)
    .where(eq(enquiryReasons.sectorId, sectorId))
    .orderBy(enquiryReasons.id);
}
