import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fileBlobs } from '../db/schema';

/** Bytes written under a temporary name, waiting for the database rows that name them. */
export interface StagedFile {
  key: string;
  size: number;
  sha256: string;
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/** What a stored_files row holds of its staged bytes: their key, size and hash. */
export function stagedColumns(staged: Pick<StagedFile, 'key' | 'size' | 'sha256'>) {
  return { size: staged.size, sha256: staged.sha256, storageKey: staged.key };
}

/**
 * Where the api keeps files (docs/adr/0012-untrusted-input-html-and-files.md), named by a random key, never by the uploader's name; the
 * stored_files row holds the name to answer with. `stage` writes the bytes under their key, not yet
 * readable; `commit` makes them readable once the rows naming them are written, `discard` removes them.
 */
export interface FileStore {
  stage(content: Buffer): Promise<StagedFile>;
  read(key: string): Promise<Buffer>;
  /** The file's bytes as a stream (archives of the repository). */
  stream(key: string): Readable;
  exists(key: string): Promise<boolean>;
  /** Removes a stored file (its row is gone); a file already missing is not an error. */
  remove(key: string): Promise<void>;
}

function checkedKey(key: string): string {
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
  return key;
}

function describe(content: Buffer) {
  return { key: randomUUID(), size: content.length, sha256: createHash('sha256').update(content).digest('hex') };
}

/** One process's folder (`<filesDir>/<uuid>`), outside any web root: the embedded, single-process default. */
export class FolderFileStore implements FileStore {
  constructor(readonly dir: string) {}

  private pathOf(key: string): string {
    return path.join(this.dir, checkedKey(key));
  }

  async stage(content: Buffer): Promise<StagedFile> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = describe(content);
    const temp = `${this.pathOf(file.key)}.part`;
    await fs.writeFile(temp, content, { mode: 0o600, flag: 'wx' });
    return {
      ...file,
      commit: () => fs.rename(temp, this.pathOf(file.key)),
      discard: async () => {
        await fs.rm(temp, { force: true });
        await fs.rm(this.pathOf(file.key), { force: true });
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

/**
 * The files in the database itself (table file_blobs): what every api replica reaches, so a file uploaded
 * through one downloads through another. Staged rows are uncommitted (never read) until `commit`.
 */
export class DatabaseFileStore implements FileStore {
  private readonly getDb: () => Db;

  /** `db` may be a getter: the database is reached only when a file is. */
  constructor(db: Db | (() => Db)) {
    this.getDb = typeof db === 'function' ? db : () => db;
  }

  private get db(): Db {
    return this.getDb();
  }

  async stage(content: Buffer): Promise<StagedFile> {
    const file = describe(content);
    await this.db.insert(fileBlobs).values({ key: file.key, content });
    return {
      ...file,
      commit: async () => {
        await this.db.update(fileBlobs).set({ committed: true }).where(eq(fileBlobs.key, file.key));
      },
      discard: async () => {
        await this.db.delete(fileBlobs).where(eq(fileBlobs.key, file.key));
      },
    };
  }

  async read(key: string): Promise<Buffer> {
    const [row] = await this.db
      .select({ content: fileBlobs.content })
      .from(fileBlobs)
      .where(and(eq(fileBlobs.key, checkedKey(key)), eq(fileBlobs.committed, true)))
      .limit(1);
    if (!row) throw Object.assign(new Error(`stored file ${key} not found`), { code: 'ENOENT' });
    return row.content;
  }

  stream(key: string): Readable {
    // One row is one value: read whole, then streamed (the folder's stream exists to spare the memory of
    // large archives; a database file is read by the same query either way).
    return Readable.from(
      (async function* (store: DatabaseFileStore) {
        yield await store.read(key);
      })(this),
    );
  }

  async exists(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ key: fileBlobs.key })
      .from(fileBlobs)
      .where(and(eq(fileBlobs.key, checkedKey(key)), eq(fileBlobs.committed, true)))
      .limit(1);
    return Boolean(row);
  }

  async remove(key: string): Promise<void> {
    await this.db.delete(fileBlobs).where(eq(fileBlobs.key, checkedKey(key)));
  }
}

/** The store a process uses: `database` (FILES_STORE, the default with DATABASE_URL) or the folder. */
export function createFileStore(
  config: { filesStore?: 'folder' | 'database'; filesDir?: string },
  db: Db | (() => Db),
): FileStore {
  if (config.filesStore === 'database') return new DatabaseFileStore(db);
  return new FolderFileStore(config.filesDir ?? path.join(os.tmpdir(), 'portal-api-files'));
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
    return content.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
      ? 'application/vnd.ms-excel'
      : null;
  }
  if (TEXT.includes(ext)) {
    // eslint-disable-next-line no-control-regex
    if (/[\x00-\x08\x0b\x0c\x0e-\x1f]/.test(content.toString('latin1'))) return null;
    return ext === 'csv' ? 'text/csv' : 'text/plain';
  }
  return null;
}
