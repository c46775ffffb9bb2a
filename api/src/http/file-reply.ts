import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { FILE_TYPES } from '@portal/shared/contract';

/** `attachment` with the name as given (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The contract's file types (the OpenAPI document names them), with the charset of the text ones. */
export const CONTENT_TYPES = {
  xlsx: FILE_TYPES.xlsx,
  pdf: FILE_TYPES.pdf,
  xml: `${FILE_TYPES.xml}; charset=utf-8`,
} as const;

/** Answers a workbook export (lib/xlsx-export's stream) under its file name (001 §9). */
export function sendXlsx(reply: FastifyReply, fileName: string, xlsx: { stream: Readable }): FastifyReply {
  return sendFile(reply, { fileName, contentType: CONTENT_TYPES.xlsx, body: xlsx.stream });
}

/** Answers a file download (the contract's `file: true` endpoints): bytes or a stream, never JSON. */
export function sendFile(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; body: Buffer | Readable },
): FastifyReply {
  return reply
    .header('content-disposition', contentDisposition(file.fileName))
    .header('cache-control', 'no-store')
    .type(file.contentType)
    .send(file.body);
}
