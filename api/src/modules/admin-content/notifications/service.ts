import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { adminContent } from '@portal/shared/contract';
import { storedFiles } from '../../../db/schema';
import { AppError } from '../../../errors';
import type { AppContext } from '../../../http/context';
import { readMultipartForm } from '../../../http/multipart';
import { contentTypeOf } from '../../../lib/file-types';
import type { Session } from '../../../http/session';
import { sanitizeHtml } from '../../../lib/html';
import { messages } from '../../../messages';
import { stagedColumns, type FileStore } from '../../../lib/storage';
import { DEFINITION_ATTACHMENT_ENTITY } from '../../notifications/queries';
import { adminMessages } from '../messages';
import * as q from './queries';

type DefinitionInput = z.output<typeof adminContent.NotificationDefinitionInput>;
type ProcessInput = z.output<typeof adminContent.SchedulerProcessInput>;
type DestinationInput = z.output<typeof adminContent.NotificationDestinationInput>;

function toDefinition(row: q.DefinitionRow): adminContent.NotificationDefinition {
  return {
    id: row.id,
    urlApi: row.urlApi,
    description: row.description,
    editMessage: row.editMessage,
    editDestination: row.editDestination,
    editScheduler: row.editScheduler,
    webUse: row.webUse,
    webTitle: row.webTitle,
    webText: row.webText,
    webLink: row.webLink,
    mailUse: row.mailUse,
    mailSubject: row.mailSubject,
    mailBody: row.mailBody,
    enabled: row.enabled,
  };
}

async function definitionOrThrow(ctx: AppContext, id: number) {
  const row = await q.findDefinition(ctx.database.db, id);
  if (!row) throw new AppError(404, adminMessages.definitionNotFound);
  return row;
}

export async function searchDefinitions(ctx: AppContext) {
  return (await q.findDefinitions(ctx.database.db)).map(toDefinition);
}

export async function getDefinition(ctx: AppContext, id: number) {
  return toDefinition(await definitionOrThrow(ctx, id));
}

/**
 * POST savenotificationdefinition (002 §4): a new definition starts disabled (its switch is off while
 * id is 0); web and mail texts are HTML, sanitized here. The attachment's name (webLink) is the upload's
 * to set: a save keeps it.
 */
export async function saveDefinition(ctx: AppContext, input: DefinitionInput): Promise<number> {
  const { db } = ctx.database;
  const values = {
    urlApi: input.urlApi,
    description: input.description,
    editMessage: input.editMessage,
    editDestination: input.editDestination,
    editScheduler: input.editScheduler,
    webUse: input.webUse,
    webTitle: input.webTitle?.trim() ?? null,
    webText: input.webText === null ? null : sanitizeHtml(input.webText),
    mailUse: input.mailUse,
    mailSubject: input.mailSubject?.trim() ?? null,
    mailBody: input.mailBody === null ? null : sanitizeHtml(input.mailBody),
  };
  if (input.id === 0) return q.insertDefinition(db, { ...values, webLink: input.webUse ? '' : null, enabled: false });
  const current = await definitionOrThrow(ctx, input.id);
  await q.updateDefinition(db, input.id, {
    ...values,
    webLink: input.webUse ? (current.webLink ?? '') : null,
    enabled: input.enabled,
  });
  return input.id;
}

export async function deleteDefinition(ctx: AppContext, id: number) {
  if (!(await q.removeDefinition(ctx.database.db, id))) throw new AppError(404, adminMessages.definitionNotFound);
  return { success: true as const };
}

// Attachment.

export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/** pdf, jpg or png, told by their first bytes (docs/adr/0012-untrusted-input-html-and-files.md), never by the name or the browser's type. */
const ATTACHMENT_KINDS = ['pdf', 'jpeg', 'png'] as const;

async function readAttachment(request: FastifyRequest): Promise<{ name: string; content: Buffer } | null> {
  const form = await readMultipartForm(
    request,
    { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, fileFields: ['File'] },
    {
      fileTooLarge: () => new AppError(400, adminMessages.attachmentTooLarge),
      tooManyFiles: () => new AppError(400, messages.notValidated),
    },
  );
  return form.files[0] ?? null;
}

/** The definition's attachment: replaces the previous one; its name becomes the definition's webLink. */
export async function uploadAttachment(
  ctx: AppContext,
  files: FileStore,
  session: Session,
  id: number,
  request: FastifyRequest,
) {
  await definitionOrThrow(ctx, id);
  const file = await readAttachment(request);
  if (!file || file.content.length === 0) throw new AppError(400, adminMessages.attachmentRequired);
  const contentType = contentTypeOf(file.content, ATTACHMENT_KINDS);
  if (!contentType) throw new AppError(400, adminMessages.attachmentType);
  const fileName = file.name.replace(/[\\/\r\n"]/g, '_').slice(-200) || 'adjunto';
  const staged = await files.stage(file.content);
  try {
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(storedFiles).values({
        entity: DEFINITION_ATTACHMENT_ENTITY,
        entityId: id,
        fileName,
        contentType,
        ...stagedColumns(staged),
        userId: session.userId,
      });
      await q.updateDefinition(tx, id, { webLink: fileName });
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await staged.commit();
  return { success: true as const, webLink: fileName };
}

// Scheduler processes.

function toProcess(row: q.ProcessRow): adminContent.SchedulerProcess {
  return {
    id: row.id,
    UrlApi: row.urlApi,
    UserId: row.userId ?? 0,
    Period: row.period,
    Enabled: row.enabled,
    Type: row.type,
    Filters: JSON.stringify({ NotificationDefinitionId: row.definitionId }),
    Executions: row.executions,
  };
}

async function processOrThrow(ctx: AppContext, id: number) {
  const row = await q.findProcess(ctx.database.db, id);
  if (!row) throw new AppError(404, adminMessages.processNotFound);
  return row;
}

async function assertSchedulerEditable(ctx: AppContext, definitionId: number) {
  const definition = await definitionOrThrow(ctx, definitionId);
  if (!definition.editScheduler) throw new AppError(409, adminMessages.schedulerNotEditable);
}

export async function searchProcesses(ctx: AppContext, definitionId: number) {
  await definitionOrThrow(ctx, definitionId);
  return (await q.findProcesses(ctx.database.db, definitionId)).map(toProcess);
}

export async function getProcess(ctx: AppContext, id: number) {
  return toProcess(await processOrThrow(ctx, id));
}

/**
 * SaveSchedulerProcess (002 §4 "Scheduler calendar"): the period is kept once the process has
 * executions (it always has: at least one); each save plans anew from now, so no execution before the
 * save is ever generated late.
 */
export async function saveProcess(ctx: AppContext, session: Session, input: ProcessInput, now = new Date()) {
  const definitionId = input.Filters.NotificationDefinitionId;
  await assertSchedulerEditable(ctx, definitionId);
  const { db } = ctx.database;
  const values = { urlApi: input.UrlApi, enabled: input.Enabled, executions: dedupe(input.Executions), plannedAt: now };
  if (input.id === 0) {
    return toProcess(
      await q.insertProcess(db, {
        ...values,
        definitionId,
        userId: session.userId,
        period: input.Period,
        type: adminContent.NOTIFICATION_GENERATION,
      }),
    );
  }
  const current = await processOrThrow(ctx, input.id);
  if (current.definitionId !== definitionId) throw new AppError(404, adminMessages.processNotFound);
  return toProcess(await q.updateProcess(db, input.id, values));
}

function dedupe(executions: adminContent.Execution[]) {
  const seen = new Set<string>();
  return executions.filter((e) => {
    const key = JSON.stringify(e);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function deleteProcess(ctx: AppContext, id: number) {
  const current = await processOrThrow(ctx, id);
  await assertSchedulerEditable(ctx, current.definitionId);
  await q.removeProcess(ctx.database.db, id);
  return { success: true as const };
}

// Destinations.

export async function searchGroups(ctx: AppContext) {
  return (await q.findGroups(ctx.database.db)).map((g) => ({ Id: g.id, Description: g.description }));
}

export async function searchProducers(ctx: AppContext) {
  return (await q.findRecipientProducers(ctx.database.db)).map((p) => ({
    CUIT: p.cuit,
    Description: `${p.lastName} ${p.name} (${p.cuit})`,
  }));
}

function toDestination(
  row: Awaited<ReturnType<typeof q.findDestinations>>[number],
): adminContent.NotificationDestination {
  return {
    id: row.id,
    NotificationDefinitionId: row.definitionId,
    GroupId: row.groupId,
    CUIT: row.cuit,
    Type: row.groupId !== null ? 1 : 2,
    Description: row.groupId !== null ? (row.groupName ?? '') : `${row.producerName ?? ''} (${row.cuit})`.trim(),
  };
}

export async function searchDestinations(ctx: AppContext, definitionId: number) {
  await definitionOrThrow(ctx, definitionId);
  return (await q.findDestinations(ctx.database.db, definitionId)).map(toDestination);
}

async function assertDestinationEditable(ctx: AppContext, definitionId: number) {
  const definition = await definitionOrThrow(ctx, definitionId);
  if (!definition.editDestination) throw new AppError(409, adminMessages.destinationNotEditable);
}

/** SaveNotificationDefinitionDestination (002 §4 "Destination"): a group or a producer, which must exist. */
export async function saveDestination(ctx: AppContext, input: DestinationInput) {
  const { db } = ctx.database;
  await assertDestinationEditable(ctx, input.NotificationDefinitionId);
  if (input.GroupId !== null && !(await q.groupExists(db, input.GroupId)))
    throw new AppError(404, adminMessages.groupNotFound);
  if (input.CUIT !== null && !(await q.producerByCuit(db, input.CUIT)))
    throw new AppError(404, adminMessages.producerNotFound);
  const id = await q.insertDestination(db, {
    definitionId: input.NotificationDefinitionId,
    groupId: input.GroupId,
    cuit: input.CUIT,
  });
  const saved = (await q.findDestinations(db, input.NotificationDefinitionId)).find((d) => d.id === id);
  return toDestination(saved as NonNullable<typeof saved>);
}

export async function deleteDestination(ctx: AppContext, id: number) {
  const current = await q.findDestination(ctx.database.db, id);
  if (!current) throw new AppError(404, adminMessages.destinationNotFound);
  await assertDestinationEditable(ctx, current.definitionId);
  await q.removeDestination(ctx.database.db, id);
  return { success: true as const };
}
