import { PassThrough } from 'node:stream';
import zlib from 'node:zlib';

/**
 * A ZIP archive written as it goes (the container of an .xlsx): small entries whole, one large entry streamed
 * through raw deflate with its CRC and sizes in a data descriptor after it (APPNOTE 4.3.9), so nothing but the
 * page being compressed is held in memory. No ZIP64: an entry past 4 GiB fails instead of writing a broken file.
 */

const LIMIT = 0xffffffff;
/** Bit 3: sizes in a data descriptor; bit 11: names are UTF-8. */
const STREAMED = 0x0808;
const WHOLE = 0x0800;
const DEFLATE = 8;

interface Entry {
  name: Buffer;
  flags: number;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS time and date of a moment (the archive's entries all carry the time it was opened). */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

export interface ZipStream {
  /** The archive's bytes, as they are produced. */
  output: PassThrough;
  /** Adds a small entry, compressed whole. */
  addEntry(name: string, content: string): void;
  /** Opens the one streamed entry; write its text with `write`, close it with `finish`. */
  openEntry(name: string): void;
  /** Writes text into the open entry; resolves once the reader has room for more. */
  write(text: string): Promise<void>;
  /** Closes the open entry, writes the central directory and ends the output. */
  finish(): Promise<void>;
}

/**
 * Deflate's fastest level: on a 100,000-row export it halves the time spent compressing (0.5 s against 1.0 s at
 * the default level 6) for a file about a fifth larger (4.3 MB against 3.5 MB).
 */
const LEVEL = 1;

export function createZipStream(level = LEVEL): ZipStream {
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  const { time, date } = dosDateTime(new Date());
  const entries: Entry[] = [];
  let offset = 0;
  let open: { entry: Entry; deflate: zlib.DeflateRaw; done: Promise<void> } | undefined;

  const emit = (bytes: Buffer) => {
    offset += bytes.length;
    output.write(bytes);
  };

  // A local header and its central directory record share one run of fields (version needed to extract, flags,
  // method, time, date, CRC, sizes, name length), at offset 4 in the first and 6 in the second.
  const header = (signature: number, size: number, at: number, e: Entry) => {
    const h = Buffer.alloc(size);
    h.writeUInt32LE(signature, 0);
    h.writeUInt16LE(20, at);
    h.writeUInt16LE(e.flags, at + 2);
    h.writeUInt16LE(DEFLATE, at + 4);
    h.writeUInt16LE(time, at + 6);
    h.writeUInt16LE(date, at + 8);
    h.writeUInt32LE(e.crc, at + 10);
    h.writeUInt32LE(e.compressed, at + 14);
    h.writeUInt32LE(e.size, at + 18);
    h.writeUInt16LE(e.name.length, at + 22);
    return h;
  };
  const localHeader = (e: Entry) => Buffer.concat([header(0x04034b50, 30, 4, e), e.name]);
  const centralHeader = (e: Entry) => {
    const h = header(0x02014b50, 46, 6, e);
    // Made by version 2.0; the entry's local header is at its offset.
    h.writeUInt16LE(20, 4);
    h.writeUInt32LE(e.offset, 42);
    return Buffer.concat([h, e.name]);
  };

  // A reader that went away stops the compression too, so a pending write does not wait forever.
  output.on('close', () => open?.deflate.destroy());

  return {
    output,
    addEntry(name, content) {
      const data = Buffer.from(content, 'utf8');
      const compressed = zlib.deflateRawSync(data, { level });
      const entry = { name: Buffer.from(name), flags: WHOLE, crc: zlib.crc32(data), size: data.length, offset };
      entries.push({ ...entry, compressed: compressed.length });
      emit(localHeader({ ...entry, compressed: compressed.length }));
      emit(compressed);
    },
    openEntry(name) {
      const entry: Entry = { name: Buffer.from(name), flags: STREAMED, crc: 0, compressed: 0, size: 0, offset };
      emit(localHeader(entry));
      const deflate = zlib.createDeflateRaw({ level });
      const done = new Promise<void>((resolve, reject) => {
        deflate.on('data', (chunk: Buffer) => {
          entry.compressed += chunk.length;
          offset += chunk.length;
          // The deflate stream pauses (and `write` waits) while the output is full.
          if (!output.write(chunk)) deflate.pause();
        });
        deflate.on('end', resolve).on('error', reject).on('close', resolve);
      });
      output.on('drain', () => deflate.resume());
      entries.push(entry);
      open = { entry, deflate, done };
    },
    async write(text) {
      if (!open) throw new Error('zip: no entry is open');
      // The reader went away: what is left is not written (streamExport stops reading pages then).
      if (open.deflate.destroyed) return;
      const data = Buffer.from(text, 'utf8');
      open.entry.crc = zlib.crc32(data, open.entry.crc);
      open.entry.size += data.length;
      if (open.entry.size > LIMIT) throw new Error('zip: an entry past 4 GiB needs ZIP64');
      if (open.deflate.write(data)) return;
      await new Promise<void>((resolve) => {
        const go = () => {
          open?.deflate.off('drain', go).off('close', go);
          resolve();
        };
        open?.deflate.on('drain', go).on('close', go);
      });
    },
    async finish() {
      if (open) {
        const { entry, deflate, done } = open;
        deflate.end();
        await done;
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(entry.crc, 4);
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
        emit(descriptor);
        open = undefined;
      }
      const start = offset;
      for (const e of entries) emit(centralHeader(e));
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(entries.length, 8);
      end.writeUInt16LE(entries.length, 10);
      end.writeUInt32LE(offset - start, 12);
      end.writeUInt32LE(start, 16);
      output.end(end);
    },
  };
}
