import { INVOICE_UPLOAD_ENTITIES } from '@portal/shared/contract/uploads';
import { formatMoney } from '@portal/shared/format/money';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { invoiceSubmissions, storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { assertUserAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import { type MultipartForm, readMultipartForm } from '../../http/multipart';
import type { Session } from '../../http/session';
import { contentTypeOf } from '../../lib/file-types';
import { messages } from '../../messages';
import { stagedColumns, type FileStore, type StagedFile } from '../../lib/storage';
import { ccMessages } from './messages';
import {
  INVOICE_ENTITY,
  INVOICE_UPLOAD_ENTITY,
  amountsByDepartment,
  byDepartment,
  invoicedMonths,
  pendingUploads,
  settledByMonthAndBranch,
} from './enviofacturas-queries';
import { producerById, userEmail } from './producer-queries';
import { monthRange, scope } from './scope';

const periodRange = (period: number) => monthRange(Math.floor(period / 100), period % 100);

export async function invoiceAmount(
  ctx: AppContext,
  session: Session,
  input: { idRama: number; fechaDesde: string; fechaHasta: string; idProductor: number },
) {
  assertUserAccess(session, input.idProductor);
  const amounts = await amountsByDepartment(ctx.database.db, scope(session), input.fechaDesde, input.fechaHasta);
  return amounts[input.idRama] ?? 0;
}

export async function invoiceSummary(
  ctx: AppContext,
  session: Session,
  input: { idProductor: number; fechaDesde: string; fechaHasta: string },
) {
  assertUserAccess(session, input.idProductor);
  const amounts = await amountsByDepartment(ctx.database.db, scope(session), input.fechaDesde, input.fechaHasta);
  return {
    Resumen: Object.entries(amounts).map(([id, importe]) => ({
      IdRama: Number(id),
      Importe: importe,
      ImporteString: formatMoney(importe),
    })),
    FechaDesde: input.fechaDesde,
    FechaHasta: input.fechaHasta,
  };
}

/** 001 §9: the last 12 months (the current one excluded), as year × 100 + month. */
export function lastTwelvePeriods(today = new Date()): number[] {
  const list: number[] = [];
  for (let i = 1; i <= 12; i++) {
    const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - i, 1));
    list.push(d.getUTCFullYear() * 100 + d.getUTCMonth() + 1);
  }
  return list;
}

/**
 * The invoice counters of the login data (000 §3 sysData) for the producer a user works on; only a
 * direct-payment producer is shown them (001 §6), so only theirs are counted. One invoice is pending per
 * month of the last 12 (those the send form offers) and department with commissions settled to invoice and
 * no invoice sent for it: the invoices the form would still take.
 */
export async function invoiceSysData(db: Db, producerId: number | null) {
  const producer = producerId === null ? undefined : await producerById(db, producerId);
  const permitted = producer?.permittedPendingInvoices ?? 0;
  if (!producer?.paymentType)
    return {
      cantidadFacturasPendientes: 0,
      cantidadFacturasPendientesPermitidas: permitted,
      descripcionTipoDePago: null,
    };
  const periods = lastTwelvePeriods();
  const [settled, invoiced] = await Promise.all([
    settledByMonthAndBranch(db, producer.id, periodRange(periods[periods.length - 1]).from, periodRange(periods[0]).to),
    invoicedMonths(db, producer.id, periods),
  ]);
  const sent = new Set(invoiced.map((i) => `${i.month}:${i.department}`));
  let pending = 0;
  for (const month of periods) {
    const amounts = byDepartment(settled.filter((r) => r.month === month));
    pending += Object.entries(amounts).filter(
      ([department, amount]) => amount > 0 && !sent.has(`${month}:${department}`),
    ).length;
  }
  return {
    cantidadFacturasPendientes: pending,
    cantidadFacturasPendientesPermitidas: permitted,
    descripcionTipoDePago: producer.paymentType,
  };
}

const DEPARTMENT_NAMES: Record<number, string> = { 1: 'Retiro', 2: 'Vida y Sepelio', 3: 'AP - Salud - Patrimoniales' };
/** Retiro is billed to the retirement company (RVT); the other departments to VT. */
const companyOf = (department: number) => (department === 1 ? 'RVT' : 'VT');

interface InvoiceItemInput {
  UserId: number;
  Month: number;
  Company: 'VT' | 'RVT';
  Department: number;
  Amount: number;
  InvoiceNumber?: string | null;
  Files: number[];
}

const documentError = (message: string) => new AppError(400, message, { title: ccMessages.documentErrorTitle });

export async function invoiceSend(ctx: AppContext, session: Session, items: InvoiceItemInput[]) {
  const producerIds = scope(session);
  const { db } = ctx.database;
  const periods = new Set(lastTwelvePeriods());
  const allFiles = items.flatMap((i) => i.Files);
  if (new Set(allFiles).size !== allFiles.length) throw documentError(ccMessages.invoiceFiles);
  for (const item of items) assertUserAccess(session, item.UserId);
  const files = await pendingUploads(db, session.userId, allFiles);
  if (files.length !== allFiles.length) throw documentError(ccMessages.invoiceFiles);
  for (const item of items) {
    if (!periods.has(item.Month)) throw documentError(ccMessages.invoiceMonth);
    if (item.Company !== companyOf(item.Department)) throw documentError(ccMessages.invoiceCompany);
    const { from, to } = periodRange(item.Month);
    const amounts = await amountsByDepartment(db, producerIds, from, to);
    if (Math.abs((amounts[item.Department] ?? 0) - item.Amount) > 0.005 || item.Amount <= 0)
      throw documentError(ccMessages.invoiceAmount);
  }

  const sent: { item: InvoiceItemInput; names: string[] }[] = [];
  await db.transaction(async (tx) => {
    for (const item of items) {
      const [row] = await tx
        .insert(invoiceSubmissions)
        .values({
          producerId: producerIds[0],
          userId: session.userId,
          month: item.Month,
          company: item.Company,
          department: item.Department,
          amount: item.Amount,
          invoiceNumber: item.InvoiceNumber ?? null,
        })
        .returning({ id: invoiceSubmissions.id });
      await tx
        .update(storedFiles)
        .set({ entity: INVOICE_ENTITY, entityId: row.id })
        .where(
          and(
            inArray(storedFiles.id, item.Files),
            eq(storedFiles.userId, session.userId),
            eq(storedFiles.entity, INVOICE_UPLOAD_ENTITY),
          ),
        );
      sent.push({ item, names: files.filter((f) => item.Files.includes(f.id)).map((f) => f.fileName) });
    }
  });

  const to = await userEmail(db, session.userId);
  if (to) {
    const line = ({ item, names }: (typeof sent)[number]) =>
      `${String(item.Month % 100).padStart(2, '0')}/${Math.floor(item.Month / 100)} · ${item.Company} · ${DEPARTMENT_NAMES[item.Department]} · ${formatMoney(item.Amount)}${item.InvoiceNumber ? ` · Factura ${item.InvoiceNumber}` : ''} — ${names.join(', ')}`;
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    await ctx.mailer.send(db, {
      to,
      subject: ccMessages.mailSubject,
      text: `${ccMessages.invoiceSent}.\n\nFacturas enviadas:\n${sent.map((s) => `- ${line(s)}`).join('\n')}\n`,
      html: `<p>${ccMessages.invoiceSent}.</p><p>Facturas enviadas:</p><ul>${sent.map((s) => `<li>${escape(line(s))}</li>`).join('')}</ul>`,
    });
  }
  return { success: true, message: ccMessages.invoiceSent, businessExceptions: [] };
}

// ——— Uploads ———

export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_MAX_FILES = 20;

/** pdf, jpg and png, by their first bytes (never by the name or the browser's type). */
const INVOICE_FILE_KINDS = ['pdf', 'jpeg', 'png'] as const;

interface UploadForm {
  fields: Record<string, string[]>;
  files: { name: string; content: Buffer }[];
}

async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const form = await readMultipartForm(
    request,
    {
      fileSize: UPLOAD_MAX_BYTES,
      files: UPLOAD_MAX_FILES,
      fields: 60,
      fieldSize: 4000,
      fileFields: ['File', 'File[]'],
    },
    {
      fileTooLarge: (name) => new AppError(400, ccMessages.fileTooLarge(name)),
      tooManyFiles: () => new AppError(400, ccMessages.tooManyFiles),
    },
  );
  return { fields: form.lists, files: form.files };
}

/**
 * Checks every file, stages them all, then records them in one transaction: a failure anywhere leaves
 * neither a row nor a file (staged bytes are discarded).
 */
async function storeUploads(
  ctx: AppContext,
  store: FileStore,
  session: Session,
  form: UploadForm,
  target: { entity: string; entityId: number | null; names?: string[] },
) {
  if (form.files.length === 0) throw new AppError(400, ccMessages.fileRequired);
  const checked = form.files.map((f, i) => {
    const fileName = (target.names?.[i]?.trim() || f.name).replace(/[/\\]/g, '_').slice(0, 200);
    const contentType = f.content.length ? contentTypeOf(f.content, INVOICE_FILE_KINDS) : null;
    if (!contentType) throw new AppError(400, ccMessages.fileType(fileName));
    return { fileName, contentType, content: f.content };
  });
  const staged: StagedFile[] = [];
  try {
    for (const f of checked) staged.push(await store.stage(f.content));
    const rows = await ctx.database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(storedFiles)
        .values(
          checked.map((f, i) => ({
            entity: target.entity,
            entityId: target.entityId,
            fileName: f.fileName,
            contentType: f.contentType,
            ...stagedColumns(staged[i]),
            userId: session.userId,
            producerId: session.producerIds[0],
          })),
        )
        .returning({ id: storedFiles.id, fileName: storedFiles.fileName, size: storedFiles.size });
      for (const s of staged) await s.commit();
      return inserted;
    });
    return { success: true, businessExceptions: [], files: rows };
  } catch (err) {
    await Promise.all(staged.map((s) => s.discard()));
    throw err;
  }
}

export async function invoiceUpload(ctx: AppContext, store: FileStore, session: Session, request: FastifyRequest) {
  scope(session);
  const form = await readUploadForm(request);
  return storeUploads(ctx, store, session, form, { entity: INVOICE_UPLOAD_ENTITY, entityId: null });
}

/** FileRepository/Upload for the invoice entities (the route reads the form once and dispatches by entity). */
export async function repositoryUpload(ctx: AppContext, store: FileStore, session: Session, multipart: MultipartForm) {
  scope(session);
  const form: UploadForm = { fields: multipart.lists, files: multipart.files };
  const entity = form.fields.Entity?.[0]?.trim() ?? '';
  if (!(INVOICE_UPLOAD_ENTITIES as readonly string[]).includes(entity))
    throw new AppError(400, ccMessages.entityNotAllowed);
  const user = form.fields.User?.[0];
  if (user !== undefined && user !== String(session.userId)) throw new AppError(403, messages.forbidden);
  const rawId = form.fields.EntityId?.[0]?.trim() ?? '';
  let entityId: number | null = null;
  if (entity === INVOICE_ENTITY) {
    if (!/^\d{1,9}$/.test(rawId))
      throw new AppError(400, messages.notValidated, {
        issues: [{ path: 'EntityId', message: messages.invalidValue }],
      });
    entityId = Number(rawId);
    const [own] = await ctx.database.db
      .select({ id: invoiceSubmissions.id })
      .from(invoiceSubmissions)
      .where(and(eq(invoiceSubmissions.id, entityId), inArray(invoiceSubmissions.producerId, session.producerIds)))
      .limit(1);
    if (!own) throw new AppError(403, messages.forbidden);
  } else if (rawId !== '') {
    throw new AppError(400, messages.notValidated, { issues: [{ path: 'EntityId', message: messages.invalidValue }] });
  }
  return storeUploads(ctx, store, session, form, { entity, entityId, names: form.fields.FileName });
}
