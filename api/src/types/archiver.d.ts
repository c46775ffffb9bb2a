// archiver 8 is ESM and ships no types: the little of it the repository's zip uses.
declare module 'archiver' {
  import type { Readable, Transform } from 'node:stream';

  export class ZipArchive extends Transform {
    constructor(options?: { zlib?: { level?: number } });
    append(source: Readable | Buffer | string, data: { name: string; date?: Date }): this;
    finalize(): Promise<void>;
  }
}
