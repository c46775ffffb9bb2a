import { PassThrough, type Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { messages } from '../../messages';
import type { FileStore } from '../../lib/storage';
import * as q from './queries';

/** The newest files the repository lists (the table is paged in the browser). */
const LIST_LIMIT = 5000;

/** 002 §3 'Repository file' categoria, by the entity a file is stored under (every entity the api stores). */
const CATEGORIES: Record<string, string> = {
  NominaFile: 'Nómina',
  ReportExport: 'Reporte programado',
  NotificationAttach: 'Adjunto de notificación',
  NotificationDefinitionAttach: 'Adjunto de definición de notificación',
  CommunicationBody: 'Cuerpo de comunicación',
  CommunicationAttach: 'Adjunto de comunicación',
  EnquiryFile: 'Adjunto de consulta',
  FacturaPendiente: 'Factura pendiente de envío',
  Factura: 'Factura',
};

export async function list(ctx: AppContext) {
  const rows = await q.listFiles(ctx.database.db, LIST_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    categoria: CATEGORIES[r.entity] ?? r.entity,
    productor: r.producerCuit ? `${r.producerCuit} - ${r.producerName}` : (r.uploader ?? ''),
    fechaCarga: r.createdAt.toISOString(),
    inputName: r.fileName,
    outputName: r.storageKey,
  }));
}

/** Deletes the record and then the bytes (a file left without a record would be unreachable, not exposed). */
export async function remove(ctx: AppContext, files: FileStore, id: number): Promise<void> {
  const gone = await q.deleteFile(ctx.database.db, id);
  if (!gone) throw new AppError(404, messages.notFound);
  await files.remove(gone.storageKey);
}

/**
 * 'archivos.zip' with the stored file (002 §7 'Repository'), streamed by archiver as it is read from
 * the store: nothing is held whole in memory.
 */
export async function zipOf(ctx: AppContext, files: FileStore, id: number, log: FastifyBaseLogger): Promise<Readable> {
  const file = await q.findFile(ctx.database.db, id);
  if (!file) throw new AppError(404, messages.notFound);
  // Fails here, as a 404, rather than halfway through the stream.
  if (!(await files.exists(file.storageKey))) throw new AppError(404, messages.notFound);
  const { ZipArchive } = await import('archiver');
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on('error', (err: Error) => {
    log.error({ err }, 'repository zip failed');
    out.destroy(err);
  });
  archive.pipe(out);
  archive.append(files.stream(file.storageKey), { name: file.fileName, date: file.createdAt });
  void archive.finalize();
  return out;
}
