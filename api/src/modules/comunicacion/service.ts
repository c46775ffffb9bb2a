import type { adminCommunications, comunicacion, ResponseOf } from '@portal/shared/contract';
import type { z } from 'zod';
import type { communications } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { todayInArgentina } from '../../lib/time-zone';
import { messages } from '../../messages';
import type { FileStore } from '../../lib/storage';
import { comunicacionMessages as m } from './messages';
import * as q from './queries';

const bodyPath = (id: number) => `FileRepository/Download/CommunicationBody/${id}`;
const attachPath = (id: number) => `FileRepository/Download/CommunicationAttach/${id}`;

/** GET Communication/SearchCommunication (002 §7): the effective CUIT's communications and its marks on them. */
export async function searchCommunications(
  ctx: AppContext,
  session: Session,
  query: { CUIT: string; Vigentes: 'true' | 'false'; Ultimos: 'true' | 'false' },
  now = new Date(),
): Promise<ResponseOf<typeof comunicacion.searchCommunication>> {
  const cuit = assertCuitAccess(session, query.CUIT);
  const rows = await q.findForProducer(ctx.database.db, cuit, {
    today: todayInArgentina(now),
    vigentes: query.Vigentes === 'true',
    ultimos: query.Ultimos === 'true',
  });
  return rows.map(({ c, readAt, confirmedAt, hasBody, hasAttach }) => ({
    Id: c.id,
    Title: c.title,
    Description: c.description,
    Readed: readAt !== null,
    Confirmed: confirmedAt !== null && confirmedAt !== undefined,
    ConfirmationRequired: c.confirmationRequired,
    ConfirmationText: c.confirmationRequired ? c.confirmationText : null,
    Priority: c.priority,
    BodyEmbedded: c.bodyEmbedded,
    UrlBody: hasBody ? bodyPath(c.id) : null,
    UrlLink: hasAttach ? attachPath(c.id) : null,
    StartDate: c.startDate,
    EndDate: c.endDate,
  }));
}

/** GET Communication/ConfirmCommunication: read (false) or confirmed (true) by the effective CUIT. */
export async function confirmCommunication(
  ctx: AppContext,
  session: Session,
  query: { CUIT: string; Id: number; Confirmated: 'true' | 'false' },
  now = new Date(),
) {
  const cuit = assertCuitAccess(session, query.CUIT);
  const found = await q.findVisible(ctx.database.db, query.Id, todayInArgentina(now));
  if (!found) throw new AppError(404, m.communicationNotFound);
  await q.markRead(ctx.database.db, query.Id, cuit, query.Confirmated === 'true' && found.confirmationRequired, now);
  return { success: true as const };
}

/**
 * The body or the attachment of a communication: for a producer (any session with an effective CUIT)
 * only of one it can see; for a holder of AdminComunicaciones (editing it) of any.
 */
export async function communicationFile(
  ctx: AppContext,
  files: FileStore,
  session: Session,
  entity: string,
  id: number,
  isAdmin: boolean,
) {
  const { db } = ctx.database;
  if (!isAdmin) {
    if (!session.effectiveCuit) throw new AppError(403, messages.forbidden);
    if (!(await q.findVisible(db, id, todayInArgentina()))) throw new AppError(404, messages.fileNotFound);
  }
  const file = await q.findFile(db, entity, id);
  if (!file) throw new AppError(404, messages.fileNotFound);
  return { fileName: file.fileName, contentType: file.contentType, body: await files.read(file.storageKey) };
}

type AdminCommunication = ResponseOf<typeof adminCommunications.getCommunication>;

function toAdmin(c: typeof communications.$inferSelect, hasBody: boolean, hasAttach: boolean): AdminCommunication {
  return {
    id: c.id,
    priority: c.priority,
    title: c.title,
    description: c.description,
    startDate: c.startDate,
    endDate: c.endDate,
    urlBody: hasBody ? bodyPath(c.id) : null,
    urlLink: hasAttach ? attachPath(c.id) : null,
    confirmationText: c.confirmationText,
    enabled: c.enabled,
    sendMail: c.sendMail,
    sendMailDate: c.sendMailDate,
    confirmationRequired: c.confirmationRequired,
    bodyEmbedded: c.bodyEmbedded,
  };
}

export async function listCommunications(
  ctx: AppContext,
): Promise<ResponseOf<typeof adminCommunications.getCommunications>> {
  const rows = await q.findAll(ctx.database.db);
  return rows.map((r) => ({
    ...toAdmin(r.c, r.hasBody, r.hasAttach),
    readCount: r.readCount,
    confirmedCount: r.confirmedCount,
  }));
}

export async function getCommunication(ctx: AppContext, id: number): Promise<AdminCommunication> {
  const row = await q.findOne(ctx.database.db, id);
  if (!row) throw new AppError(404, m.communicationNotFound);
  return toAdmin(row.c, row.hasBody, row.hasAttach);
}

type Input = z.output<typeof adminCommunications.CommunicationInput>;

function valuesOf(input: Input): q.CommunicationValues {
  return {
    priority: input.priority,
    title: input.title,
    description: input.description,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    // 002 §4: unticking confirmation-required clears its text.
    confirmationRequired: input.confirmationRequired,
    confirmationText: input.confirmationRequired ? (input.confirmationText ?? null) : null,
    bodyEmbedded: input.bodyEmbedded,
    enabled: input.enabled,
    sendMail: input.sendMail,
    sendMailDate: input.sendMail ? (input.sendMailDate ?? input.startDate) : null,
  };
}

/** A communication saved with its mail due today or earlier is mailed now rather than at the next minute. */
async function mailIfDue(ctx: AppContext, values: q.CommunicationValues, now: Date) {
  if (values.enabled && values.sendMail && (values.sendMailDate ?? values.startDate) <= todayInArgentina(now))
    await ctx.communicationMail?.runNow();
}

/** POST Communication/: the new one's id. A new communication starts disabled (002 §4: enabled is locked while id is 0). */
export async function createCommunication(ctx: AppContext, input: Input): Promise<number> {
  return q.insert(ctx.database.db, { ...valuesOf(input), enabled: false });
}

/** PUT Communication/: the start date stays as it was once reached (002 §4); a new mail date mails it again. */
export async function updateCommunication(ctx: AppContext, input: Input, now = new Date()) {
  const { db } = ctx.database;
  const row = input.id ? await q.findOne(db, input.id) : undefined;
  if (!row) throw new AppError(404, m.communicationNotFound);
  const values = valuesOf(input);
  const today = todayInArgentina(now);
  if (row.c.startDate <= today) values.startDate = row.c.startDate;
  if (values.endDate && values.endDate < values.startDate)
    throw new AppError(400, m.requiredFields, { issues: [{ path: 'endDate', message: m.requiredFields }] });
  const mailAgain = values.sendMail && values.sendMailDate !== row.c.sendMailDate;
  await q.update(db, input.id, { ...values, ...(mailAgain && { mailSentAt: null }) });
  await mailIfDue(ctx, values, now);
  return { success: true as const, businessExceptions: [] };
}

export async function deleteCommunication(ctx: AppContext, files: FileStore, id: number) {
  const keys = await q.remove(ctx.database.db, id);
  if (!keys) throw new AppError(404, m.communicationNotFound);
  await Promise.all(keys.map((key) => files.remove(key)));
  return { success: true as const, businessExceptions: [] };
}
