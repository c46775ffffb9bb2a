import {
  ENQUIRY_DETAIL_MAX,
  ENQUIRY_DETAIL_MIN,
  ENQUIRY_FILE_MAX_BYTES,
  ENQUIRY_FILES_MAX,
  ENQUIRY_SUBJECT_MAX,
} from '@portal/shared/contract/comunicacion';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { enquiries, storedFiles, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { messages } from '../../messages';
import { stagedColumns, type FileStore, type StagedFile } from '../../lib/storage';
import { extensionsOf, type FileKind, safeFileName, sniffFile } from '../../lib/file-types';
import { comunicacionMessages as m } from './messages';
import { field, readMultipart } from './multipart-form';
import * as q from './queries';

/** What a producer may attach to an enquiry: documents and images, checked by content. */
export const ENQUIRY_FILE_KINDS: FileKind[] = ['pdf', 'png', 'jpeg', 'gif', 'docx', 'xlsx', 'doc', 'xls', 'txt'];

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const digits = (value: string) => (/^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : NaN);

export async function sectors(ctx: AppContext) {
  const rows = await q.findSectors(ctx.database.db);
  return rows.map(({ id, value, message, hasSubCategory }) => ({
    id,
    value,
    message,
    hasSubCategory: Boolean(hasSubCategory),
  }));
}

export function reasons(ctx: AppContext, sectorId: number) {
  return q.findReasons(ctx.database.db, sectorId);
}

/**
 * POST Communication/EnviarConsulta (002 §2, §5, §7): sector (and its type when it has them), subject up
 * to 200, comment of 25 to 2000, up to 10 files checked by content and size. Stored with its files, mailed
 * with them to the sector's mailbox, and copied to the sender when SendCopy. Every rule that fails is
 * answered at once (the screen joins them with '. ').
 */
export async function sendEnquiry(ctx: AppContext, files: FileStore, session: Session, request: FastifyRequest) {
  const form = await readMultipart(request, { files: ENQUIRY_FILES_MAX, fileSize: ENQUIRY_FILE_MAX_BYTES });
  const { db } = ctx.database;
  if (field(form, 'User') && digits(field(form, 'User')) !== session.userId)
    throw new AppError(403, messages.forbidden);

  const errors: string[] = [];
  const sectorId = digits(field(form, 'IdSector'));
  const sector = Number.isNaN(sectorId) ? undefined : (await q.findSectors(db)).find((s) => s.id === sectorId);
  if (!sector) errors.push(m.sectorRequired);
  let reasonId: number | null = null;
  if (sector?.hasSubCategory) {
    const raw = field(form, 'IdSectorQueryReason');
    reasonId = digits(raw);
    if (!raw || Number.isNaN(reasonId) || reasonId === 0) errors.push(m.reasonRequired);
    else if (!(await q.findReasons(db, sector.id)).some((r) => r.id === reasonId)) errors.push(m.reasonInvalid);
  }
  const motive = field(form, 'Motive').trim();
  if (motive.length > ENQUIRY_SUBJECT_MAX) errors.push(m.subjectTooLong);
  const detail = field(form, 'Detail').trim();
  if (detail.length < ENQUIRY_DETAIL_MIN || detail.length > ENQUIRY_DETAIL_MAX) errors.push(m.detailLength);
  const attachments = form.files.map((f) => {
    const fileName = safeFileName(f.name);
    const type = sniffFile(fileName, f.content, ENQUIRY_FILE_KINDS);
    if (!type) errors.push(m.fileType(fileName, extensionsOf(ENQUIRY_FILE_KINDS)));
    return { fileName, content: f.content, contentType: type?.contentType ?? '' };
  });
  if (errors.length || !sector) {
    throw new AppError(400, errors.join('. '));
  }

  const [sender] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, session.userId));
  const sendCopy = field(form, 'SendCopy') === 'true';
  const reason = reasonId ? (await q.findReasons(db, sector.id)).find((r) => r.id === reasonId)?.value : undefined;
  const who = `${sender.firstName} ${sender.lastName}`.trim();
  const cuit = session.effectiveCuit ? formatCuit(session.effectiveCuit) : '-';
  const lines = [
    `Sector: ${sector.value}`,
    ...(reason ? [`Tipo de consulta: ${reason}`] : []),
    `Asunto: ${motive || '(sin asunto)'}`,
    `Productor: ${cuit}`,
    `Enviada por: ${who} <${sender.email}>`,
    '',
    detail,
  ];
  const mailFiles = attachments.map(({ fileName, content, contentType }) => ({
    filename: fileName,
    content,
    contentType,
  }));

  const staged: StagedFile[] = [];
  try {
    for (const a of attachments) staged.push(await files.stage(a.content));
    await db.transaction(async (tx) => {
      const [enquiry] = await tx
        .insert(enquiries)
        .values({
          userId: session.userId,
          cuit: session.effectiveCuit,
          sectorId: sector.id,
          reasonId,
          motive,
          detail,
          sendCopy,
        })
        .returning({ id: enquiries.id });
      for (const [i, a] of attachments.entries()) {
        await tx.insert(storedFiles).values({
          entity: q.ENQUIRY_FILE_ENTITY,
          entityId: enquiry.id,
          fileName: a.fileName,
          contentType: a.contentType,
          ...stagedColumns(staged[i]),
          userId: session.userId,
          producerId: session.producerIds[0] ?? null,
        });
      }
      const html = lines.map((l) => escapeHtml(l)).join('<br>');
      await ctx.mailer.send(tx as never, {
        to: sector.mailbox,
        subject: m.enquirySubject(sector.value, motive),
        text: lines.join('\n'),
        html,
        attachments: mailFiles,
      });
      if (sendCopy) {
        const intro = 'Recibimos su consulta; este es el detalle de lo que envió.';
        await ctx.mailer.send(tx as never, {
          to: sender.email,
          subject: m.enquiryCopySubject(sector.value),
          text: [intro, '', ...lines].join('\n'),
          html: `<p>${intro}</p>${html}`,
          attachments: mailFiles,
        });
      }
    });
  } catch (err) {
    await Promise.all(staged.map((f) => f.discard()));
    throw err;
  }
  await Promise.all(staged.map((f) => f.commit()));
  return { success: true, businessExceptions: [] };
}
