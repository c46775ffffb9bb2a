import { z } from '../zod';
import { binaryFile, BusinessException, defineEndpoint } from './define';

/*
 * The generic upload (001 §7): POST api/FileRepository/Upload, multipart Entity, EntityId, FileName[],
 * File[], User. The api reads the form once and hands it to the area that owns the entity, which says who
 * may upload, which types (checked by content), how many and how large.
 */

/** A communication's body and attachment (002 §5): the communications administration uploads them. */
export const COMMUNICATION_UPLOAD_ENTITIES = ['CommunicationBody', 'CommunicationAttach'] as const;
/** An invoice's files before it is sent, and files added to an invoice already sent (001 §4 /enviofacturas). */
export const INVOICE_UPLOAD_ENTITIES = ['FacturaPendiente', 'Factura'] as const;
/** The entities the generic upload accepts (an allow-list: anything else is refused). */
export const UPLOAD_ENTITIES = [...COMMUNICATION_UPLOAD_ENTITIES, ...INVOICE_UPLOAD_ENTITIES] as const;
export type UploadEntity = (typeof UPLOAD_ENTITIES)[number];
export type CommunicationUploadEntity = (typeof COMMUNICATION_UPLOAD_ENTITIES)[number];

export const fileRepositoryUpload = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'FileRepository/Upload',
  area: 'cuenta-corriente',
  summary: 'Subida genérica de archivos (multipart Entity, EntityId, FileName[], File[], User)',
  auth: true,
  multipart: z.object({
    Entity: z.enum(UPLOAD_ENTITIES),
    EntityId: z.string().max(9).optional(),
    FileName: z.array(z.string().max(200)).max(20).optional(),
    File: z.array(binaryFile).min(1).max(20),
    User: z.string().max(15).optional(),
  }),
  response: z.object({
    success: z.boolean(),
    businessExceptions: z.array(BusinessException),
    /** The stored files, for the entities whose screen needs their ids (the invoices). */
    files: z.array(z.object({ id: z.number(), fileName: z.string(), size: z.number() })).optional(),
  }),
});
