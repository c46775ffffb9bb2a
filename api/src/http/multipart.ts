import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { messages } from '../messages';

export interface MultipartLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Files per request. */
  files: number;
  fields?: number;
  /** Bytes per text field. */
  fieldSize?: number;
  /** Only these file fields are kept (the others are read and dropped); all when absent. */
  fileFields?: string[];
}

export interface FormFile {
  field: string;
  name: string;
  content: Buffer;
}

export interface MultipartForm {
  /** Each text field's last value. */
  fields: Record<string, string>;
  /** Every value of each text field, in order (a `Name[]` field under `Name`). */
  lists: Record<string, string[]>;
  files: FormFile[];
}

/** What the caller answers when a limit is passed (the spec's words where it has them). */
export interface MultipartErrors {
  fileTooLarge?: (fileName: string) => AppError;
  tooManyFiles?: () => AppError;
}

/**
 * The one way the api reads a multipart form: every file in memory within its limits, so that nothing
 * is written anywhere until the whole form has arrived and been checked. A body that is not a valid
 * multipart form (garbage, no boundary, a boundary that does not match, truncated, an unterminated part)
 * is the client's 400, never a 500.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
  errors: MultipartErrors = {},
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError(415, messages.unsupportedMediaType);
  const form: MultipartForm = { fields: {}, lists: {}, files: [] };
  let reading = '';
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: limits.fields ?? 20,
        fieldSize: limits.fieldSize ?? 4000,
      },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const file = part as MultipartFile;
        reading = file.filename;
        const content = await file.toBuffer();
        if (!limits.fileFields || limits.fileFields.includes(file.fieldname)) {
          form.files.push({ field: file.fieldname, name: file.filename, content });
        }
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
        (form.lists[part.fieldname.replace(/\[\]$/, '')] ??= []).push(part.value);
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw errors.fileTooLarge?.(reading) ?? new AppError(413, messages.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw errors.tooManyFiles?.() ?? new AppError(413, messages.tooManyFiles);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError(413, messages.tooManyFiles);
    request.log.info({ err }, 'malformed multipart body');
    throw new AppError(400, messages.malformedMultipart, {
      issues: [{ path: 'body', message: messages.malformedMultipart }],
    });
  }
  return form;
}
