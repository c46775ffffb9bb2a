import { COMMUNICATION_UPLOAD_ENTITIES, type CommunicationUploadEntity } from '@portal/shared/contract/uploads';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { sanitizeHtml } from '../../lib/html';
import { messages } from '../../messages';
import { stagedColumns, type FileStore } from '../../lib/storage';
import { extensionsOf, type FileKind, safeFileName, sniffFile } from '../../lib/file-types';
import { comunicacionMessages as m } from './messages';
import { field, type MultipartForm } from './multipart-form';
import * as q from './queries';

interface EntityRule {
  permission: string;
  /** Allowed kinds; for a communication's body they depend on BodyEmbedded. */
  kinds: (communication: { bodyEmbedded: boolean }) => FileKind[];
  maxBytes: number;
}

const MB = 1024 * 1024;
const RULES: Record<CommunicationUploadEntity, EntityRule> = {
  // An embedded body is an HTML page shown in a sandboxed frame; otherwise the body is an image.
  CommunicationBody: {
    permission: 'AdminComunicaciones',
    kinds: (c) => (c.bodyEmbedded ? ['html'] : ['png', 'jpeg', 'gif']),
    maxBytes: 5 * MB,
  },
  CommunicationAttach: {
    permission: 'AdminComunicaciones',
    kinds: () => ['pdf', 'docx', 'xlsx', 'doc', 'xls', 'png', 'jpeg'],
    maxBytes: 10 * MB,
  },
};

/**
 * POST FileRepository/Upload (001 §7): multipart Entity, EntityId, FileName[], File[], User. The entity
 * decides who may upload, which kinds (by content) and how large; a communication keeps one body and one
 * attachment, so a new upload replaces the previous file. An HTML body is sanitized before it is stored.
 */
export async function upload(
  ctx: AppContext,
  files: FileStore,
  session: Session,
  permissions: string[],
  form: MultipartForm,
) {
  const entity = field(form, 'Entity') as CommunicationUploadEntity;
  if (!COMMUNICATION_UPLOAD_ENTITIES.includes(entity))
    throw new AppError(400, m.unknownEntity, { issues: [{ path: 'Entity', message: m.unknownEntity }] });
  const rule = RULES[entity];
  if (!permissions.includes(rule.permission)) throw new AppError(403, messages.forbidden);
  if (field(form, 'User') && field(form, 'User') !== String(session.userId))
    throw new AppError(403, messages.forbidden);
  const rawId = field(form, 'EntityId');
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!id)
    throw new AppError(400, messages.notValidated, { issues: [{ path: 'EntityId', message: messages.invalidValue }] });
  const communication = await q.findOne(ctx.database.db, id);
  if (!communication) throw new AppError(404, m.communicationNotFound);
  const [file, ...more] = form.files;
  if (!file) throw new AppError(400, m.fileRequired);
  // A communication keeps one body and one attachment.
  if (more.length) throw new AppError(400, m.tooManyFiles(1));
  const fileName = safeFileName(field(form, 'FileName') || file.name);
  if (file.content.length > rule.maxBytes) throw new AppError(400, m.fileTooLarge(fileName, rule.maxBytes / MB));
  const kinds = rule.kinds(communication.c);
  const type = sniffFile(fileName, file.content, kinds);
  if (!type) throw new AppError(400, m.fileType(fileName, extensionsOf(kinds)));
  const content =
    type.kind === 'html' ? Buffer.from(sanitizeHtml(file.content.toString('utf8')), 'utf8') : file.content;

  const staged = await files.stage(content);
  let replaced: string[] = [];
  try {
    await ctx.database.db.transaction(async (tx) => {
      replaced = await q.replaceFile(tx, entity, id, {
        fileName,
        contentType: type.contentType,
        ...stagedColumns(staged),
        userId: session.userId,
      });
      await staged.commit();
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  await Promise.all(replaced.map((key) => files.remove(key)));
  return { success: true, businessExceptions: [] };
}
