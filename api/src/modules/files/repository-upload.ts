import type { FastifyInstance } from 'fastify';
import { uploads } from '@portal/shared/contract';
import { COMMUNICATION_UPLOAD_ENTITIES, INVOICE_UPLOAD_ENTITIES } from '@portal/shared/contract/uploads';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { readMultipartForm } from '../../http/multipart';
import { registerEndpoint } from '../../http/register-endpoint';
import { messages } from '../../messages';
import { upload as uploadCommunicationFile } from '../comunicacion/uploads';
import { repositoryUpload as uploadInvoiceFiles } from '../cuenta-corriente/enviofacturas';
import type { FileStore } from '../../lib/storage';

/** The largest form any entity takes: 20 files (an invoice's) of 10 MB; each entity then checks its own limits. */
const LIMITS = { fileSize: 10 * 1024 * 1024, files: 20, fields: 60, fieldSize: 4000, fileFields: ['File', 'File[]'] };

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * POST FileRepository/Upload (001 §7): the form is read once, in memory and within limits, then handed to
 * the area that owns its entity (an allow-list); an unknown entity is refused before anything is stored.
 */
export function repositoryUploadRoutes(app: FastifyInstance, ctx: AppContext, files: FileStore): void {
  registerEndpoint(app, uploads.fileRepositoryUpload, async ({ request }) => {
    const form = await readMultipartForm(request, LIMITS);
    const entity = (form.fields.Entity ?? '').trim();
    if (isOneOf(INVOICE_UPLOAD_ENTITIES, entity)) return uploadInvoiceFiles(ctx, files, request.session, form);
    if (isOneOf(COMMUNICATION_UPLOAD_ENTITIES, entity)) {
      return uploadCommunicationFile(ctx, files, request.session, await app.permissionsOf(request.session), form);
    }
    throw new AppError(400, messages.notValidated, { issues: [{ path: 'Entity', message: messages.invalidValue }] });
  });
}
