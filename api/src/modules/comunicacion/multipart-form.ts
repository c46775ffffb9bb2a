import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { type MultipartForm, readMultipartForm } from '../../http/multipart';
import { comunicacionMessages as m } from './messages';

export type { MultipartForm };

/**
 * The area's multipart forms through the api's one reader: files sent as `File` (the spec's File[]),
 * too many or one too large being the caller's 400 with a message naming it.
 */
export function readMultipart(
  request: FastifyRequest,
  limits: { files: number; fileSize: number },
): Promise<MultipartForm> {
  return readMultipartForm(
    request,
    { ...limits, fields: 40, fileFields: ['File', 'File[]'] },
    {
      fileTooLarge: (name) => new AppError(400, m.fileTooLarge(name, limits.fileSize / 1024 / 1024)),
      tooManyFiles: () => new AppError(400, m.tooManyFiles(limits.files)),
    },
  );
}

/** A text field's value, or ''. */
export const field = (form: MultipartForm, name: string) => form.fields[name] ?? form.fields[`${name}[]`] ?? '';
