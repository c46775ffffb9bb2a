import path from 'node:path';

/** A kind of file the api accepts, recognised by its bytes (docs/adr/0012-untrusted-input-html-and-files.md), never by its name alone. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'html' | 'docx' | 'xlsx' | 'doc' | 'xls' | 'txt';

const startsWith = (content: Buffer, bytes: number[]) =>
  content.length >= bytes.length && bytes.every((b, i) => content[i] === b);
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function isText(content: Buffer): boolean {
  // eslint-disable-next-line no-control-regex
  return !/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(content.toString('latin1'));
}

const CHECKS: Record<FileKind, { ext: string[]; contentType: string; matches: (c: Buffer) => boolean }> = {
  pdf: { ext: ['pdf'], contentType: 'application/pdf', matches: (c) => startsWith(c, [0x25, 0x50, 0x44, 0x46, 0x2d]) },
  png: {
    ext: ['png'],
    contentType: 'image/png',
    matches: (c) => startsWith(c, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  jpeg: { ext: ['jpg', 'jpeg'], contentType: 'image/jpeg', matches: (c) => startsWith(c, [0xff, 0xd8, 0xff]) },
  gif: { ext: ['gif'], contentType: 'image/gif', matches: (c) => startsWith(c, [0x47, 0x49, 0x46, 0x38]) },
  html: {
    ext: ['html', 'htm'],
    contentType: 'text/html; charset=utf-8',
    matches: (c) => isText(c) && /<[a-z!]/i.test(c.toString('utf8')),
  },
  docx: {
    ext: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    matches: (c) => startsWith(c, ZIP) && c.includes('word/'),
  },
  xlsx: {
    ext: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: (c) => startsWith(c, ZIP) && c.includes('xl/'),
  },
  doc: { ext: ['doc'], contentType: 'application/msword', matches: (c) => startsWith(c, OLE2) },
  xls: { ext: ['xls'], contentType: 'application/vnd.ms-excel', matches: (c) => startsWith(c, OLE2) },
  txt: { ext: ['txt', 'csv'], contentType: 'text/plain; charset=utf-8', matches: isText },
};

/** The extensions of some kinds, for the message that lists what is allowed. */
export function extensionsOf(kinds: readonly FileKind[]): string {
  return kinds.flatMap((k) => CHECKS[k].ext).join(', ');
}

/**
 * The kind of an uploaded file among the allowed ones: its extension names the kind and its bytes must
 * agree (a renamed executable is refused). Answers the content type to store and to answer with, or null.
 */
export function sniffFile(
  fileName: string,
  content: Buffer,
  allowed: readonly FileKind[],
): { kind: FileKind; contentType: string } | null {
  if (content.length === 0) return null;
  const ext = path.extname(fileName).slice(1).toLowerCase();
  const kind = allowed.find((k) => CHECKS[k].ext.includes(ext));
  if (!kind || !CHECKS[kind].matches(content)) return null;
  return { kind, contentType: CHECKS[kind].contentType };
}

/** The content type of a file of one of the allowed kinds told by its bytes alone (where the name does not matter), or null. */
export function contentTypeOf(content: Buffer, allowed: readonly FileKind[]): string | null {
  const kind = allowed.find((k) => CHECKS[k].matches(content));
  return kind ? CHECKS[kind].contentType : null;
}

/** A file name safe to store and to answer in a header: no folders, at most 200 characters. */
export function safeFileName(name: string): string {
  return (name.replace(/[/\\\0]/g, '_').trim() || 'archivo').slice(-200);
}
