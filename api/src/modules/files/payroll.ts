import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { payrolls, policies, storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { readMultipartForm } from '../../http/multipart';
import type { Session } from '../../http/session';
import { messages } from '../../messages';
import { findPolicyByNumber } from '../cartera/queries';
import { type FileStore, sniffPayrollFile, stagedColumns } from '../../lib/storage';

/** 001 §9 payroll type default AP (the only one). */
export const PAYROLL_TYPES = ['AP'];
export const PAYROLL_MAX_BYTES = 5 * 1024 * 1024;

/** Text fields and one file (001 §2: "one file"), each within its limits. */
async function readForm(request: FastifyRequest) {
  const form = await readMultipartForm(
    request,
    { fileSize: PAYROLL_MAX_BYTES, files: 1, fields: 20, fieldSize: 4000, fileFields: ['File'] },
    {
      fileTooLarge: (name) => new AppError(400, messages.payrollFileTooLarge(name)),
      tooManyFiles: () => new AppError(400, messages.payrollTooManyFiles),
    },
  );
  const [file] = form.files;
  return { fields: form.fields, file: file ? { name: file.name, content: file.content } : null };
}

/**
 * portfolio/SendPayroll: Type (AP), Policy (digits, one of the session's policies), one allowed file,
 * Tomador and Observaciones. The file is written first under a temporary name and only gets its place
 * when the database rows are committed, so a failure leaves neither a half record nor a stray file.
 */
export async function sendPayroll(ctx: AppContext, files: FileStore, session: Session, request: FastifyRequest) {
  const { fields, file } = await readForm(request);
  const type = (fields.Type || 'AP').trim().toUpperCase();
  if (!PAYROLL_TYPES.includes(type)) throw new AppError(400, messages.payrollTypeInvalid);
  const policyNumber = (fields.Policy ?? '').trim();
  if (!policyNumber) throw new AppError(400, messages.payrollPolicyRequired);
  if (!/^\d{1,50}$/.test(policyNumber)) throw new AppError(400, messages.invalidValue);
  if (!file) throw new AppError(400, messages.payrollFileRequired);
  const fileName = file.name.replace(/[/\\]/g, '_').slice(0, 200);
  const contentType = sniffPayrollFile(fileName, file.content);
  if (!contentType) throw new AppError(400, messages.payrollFileType(fileName));
  if (fields.User && Number(fields.User) !== session.userId) throw new AppError(403, messages.forbidden);

  const { db } = ctx.database;
  const policy = await findPolicyByNumber(db, session.producerIds, policyNumber);
  if (!policy) throw new AppError(404, messages.policyNotFound);

  const staged = await files.stage(file.content);
  try {
    await db.transaction(async (tx) => {
      const [payroll] = await tx
        .insert(payrolls)
        .values({
          type,
          policyId: policy.id,
          userId: session.userId,
          tomador: (fields.Tomador ?? policy.holderName).slice(0, 200),
          observaciones: fields.Observaciones?.slice(0, 4000) ?? null,
        })
        .returning({ id: payrolls.id });
      await tx.insert(storedFiles).values({
        entity: 'NominaFile',
        entityId: payroll.id,
        fileName,
        contentType,
        ...stagedColumns(staged),
        userId: session.userId,
        producerId: policy.producerId,
      });
      await staged.commit();
    });
  } catch (err) {
    await staged.discard();
    throw err;
  }
  return { success: true, message: messages.payrollSent, businessExceptions: [] };
}

/** The valid-model template (NominaModeloValido): the columns a payroll file must have. */
export async function payrollTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Nómina');
  sheet.columns = [
    { header: 'CUIL', key: 'cuil', width: 15 },
    { header: 'Apellido', key: 'apellido', width: 20 },
    { header: 'Nombre', key: 'nombre', width: 20 },
    { header: 'DNI', key: 'dni', width: 12 },
    { header: 'Fecha de nacimiento', key: 'nacimiento', width: 20 },
    { header: 'Sueldo', key: 'sueldo', width: 14 },
    { header: 'Actividad', key: 'actividad', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    cuil: '20-30111222-3',
    apellido: 'PÉREZ',
    nombre: 'JUAN',
    dni: '30111222',
    nacimiento: '15/03/1985',
    sueldo: 850000,
    actividad: 'ADMINISTRATIVO',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A payroll's file, only for the producers the session may see. */
export async function payrollFile(ctx: AppContext, files: FileStore, session: Session, payrollId: number) {
  if (session.producerIds.length === 0) throw new AppError(403, messages.forbidden);
  const [row] = await ctx.database.db
    .select({ file: storedFiles })
    .from(storedFiles)
    .innerJoin(payrolls, eq(payrolls.id, storedFiles.entityId))
    .innerJoin(policies, eq(policies.id, payrolls.policyId))
    .where(
      and(
        eq(storedFiles.entity, 'NominaFile'),
        eq(storedFiles.entityId, payrollId),
        inArray(policies.producerId, session.producerIds),
      ),
    )
    .limit(1);
  if (!row) throw new AppError(403, messages.forbidden);
  return {
    fileName: row.file.fileName,
    contentType: row.file.contentType,
    body: await files.read(row.file.storageKey),
  };
}

/** A scheduled report too large to mail (entity 'ReportExport'): only its owner downloads it. */
export async function reportExportFile(ctx: AppContext, files: FileStore, session: Session, id: number) {
  const [row] = await ctx.database.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.entity, 'ReportExport'), eq(storedFiles.userId, session.userId)))
    .limit(1);
  if (!row) throw new AppError(403, messages.forbidden);
  return { fileName: row.fileName, contentType: row.contentType, body: await files.read(row.storageKey) };
}
