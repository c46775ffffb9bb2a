import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Bytes written under a temporary name, waiting for the database rows that name them. */
export interface StagedFile {
  key: string;
  size: number;
  sha256: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Files kept by the api outside any web root (DESIGN.md §5): `<filesDir>/<uuid>`, named by a random key,
 * never by the uploader's name. The database row holds the name to answer with.
 */
export class FileStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return path.join(this.dir, key);
  }

  /** Writes the bytes under a temporary name; `commit` gives them their key, `discard` removes them. */
  async stage(content: Buffer): Promise<StagedFile> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const key = randomUUID();
    const temp = `${this.pathOf(key)}.part`;
    await fs.writeFile(temp, content, { mode: 0o600, flag: 'wx' });
    return {
      key,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      commit: () => fs.rename(temp, this.pathOf(key)),
      discard: async () => {
        await fs.rm(temp, { force: true });
        await fs.rm(this.pathOf(key), { force: true });
      },
    };
  }

  /** Removes a stored file (its row is gone); a file already missing is not an error. */
  remove(key: string): Promise<void> {
    return fs.rm(this.pathOf(key), { force: true });
  }

  read(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  /** The file's bytes as a stream (archives of the repository), without holding it in memory. */
  stream(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  exists(key: string): Promise<boolean> {
    return fs.stat(this.pathOf(key)).then(
      () => true,
      () => false,
    );
  }

}

const XLSX = ['xlsx'];
const XLS = ['xls'];
const TEXT = ['csv', 'txt'];

/**
 * The payroll types allowed (001 §2 /envionominas: a spreadsheet or a text list), checked by content, not
 * by the name or the browser's type: xlsx is a zip with a workbook, xls an OLE2 compound file, csv/txt
 * UTF-8 or Latin-1 text without control bytes. Answers the content type to store, or null.
 */
export function sniffPayrollFile(fileName: string, content: Buffer): string | null {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  if (content.length === 0) return null;
  if (XLSX.includes(ext)) {
    const zip = content.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    return zip && content.includes('xl/') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : null;
  }
  if (XLS.includes(ext)) {
    return content.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) ? 'application/vnd.ms-excel' : null;
  }
  if (TEXT.includes(ext)) {
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(content.toString('latin1'))) return null;
    return ext === 'csv' ? 'text/csv' : 'text/plain';
  }
  return null;
}
