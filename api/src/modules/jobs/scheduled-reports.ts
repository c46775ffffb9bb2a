import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { cartera, cobranzas, cuentaCorriente } from '@portal/shared/contract';
import { delegateAccessEnded, scopeAllowed, scopeOfEndpoint } from '@portal/shared/contract/delegates';
import { storedFiles, users } from '../../db/schema';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { TIME_ZONE } from '../../lib/time-zone';
import { messages } from '../../messages';
import { exportPortfolio } from '../cartera/service';
import { exportRejections } from '../cobranzas/service';
import { settlementExport } from '../cuenta-corriente/liquidacion';
import { stagedColumns, type FileStore } from '../../lib/storage';
import { codesOfProducers } from '../cartera/queries';
import { findScheduleById, markScheduleRun } from '../reports/queries';

/** A workbook up to this size travels attached; a larger one is kept and mailed as a link (001 §2). */
export const ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/** The columns of a scheduled portfolio sending: the grid's default view. */
const PORTFOLIO_COLUMNS = [
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Certificado', field: 'certificateNumber', format: 1 },
  { title: 'Asegurado', field: 'recruiterName' },
  { title: 'DNI', field: 'recruiterDni' },
  { title: 'Producto', field: 'productDescription' },
  { title: 'Ramo', field: 'branchDescription' },
  { title: 'Productor', field: 'producerDescription' },
  { title: 'Moneda', field: 'currency' },
  { title: 'Premio', field: 'premium', displayFormat: 5, summarize: true },
  { title: 'Comisión', field: 'reward', displayFormat: 5, summarize: true },
  { title: 'Emisión', field: 'issueDate', displayFormat: 4 },
  { title: 'Vigencia desde', field: 'startDate', displayFormat: 4 },
  { title: 'Vigencia hasta', field: 'endDate', displayFormat: 4 },
];

/** The columns of a scheduled rejections sending: the grid's default view, card numbers and CBUs masked. */
const REJECTION_COLUMNS = [
  { title: 'Fecha de rechazo', field: 'rejectionDate', displayFormat: 4 },
  { title: 'Asegurado', field: 'insured' },
  { title: 'Documento', field: 'insuredDocNumber' },
  { title: 'Póliza', field: 'policyNumber' },
  { title: 'Certificado', field: 'certificateNumber', format: 1 },
  { title: 'Motivo de rechazo', field: 'rejectionReasonDesc' },
  { title: 'Moneda', field: 'currency' },
  { title: 'Importe', field: 'amount', displayFormat: 5, summarize: true },
  { title: 'Medio de pago', field: 'paymentMethod' },
  { title: 'Número de tarjeta', field: 'creditCardNumber' },
  { title: 'CBU', field: 'cbu' },
  { title: 'Producto', field: 'productDescription' },
  { title: 'Ramo', field: 'branchDescription' },
  { title: 'Productor', field: 'producerName' },
];

/** The columns of a scheduled settlement-by-movement sending: the grid's default view. */
const SETTLEMENT_COLUMNS = [
  { title: 'Fecha de imputación', field: 'imputationDate', displayFormat: 4 },
  { title: 'Póliza', field: 'policyId' },
  { title: 'Certificado', field: 'certificateNumber', format: 1 },
  { title: 'Asegurado', field: 'recruiterName' },
  { title: 'DNI', field: 'recruiterDni' },
  { title: 'Ramo', field: 'branchDescription' },
  { title: 'Producto', field: 'productDescription' },
  { title: 'Moneda', field: 'currency' },
  { title: 'Base de cálculo', field: 'baseCalculation', displayFormat: 5, summarize: true },
  { title: 'Porcentaje', field: 'percentage' },
  { title: 'Comisión', field: 'commissionAmount', displayFormat: 5, summarize: true },
  { title: 'Suplemento de premio', field: 'premiumSupplement', displayFormat: 5, summarize: true },
  { title: 'Productor', field: 'producerDescription' },
  { title: 'Vigencia desde', field: 'startDate', displayFormat: 4 },
  { title: 'Referencia', field: 'referenceNumber' },
];

/** The reports a schedule may send: what the mail calls them, the file's name and what it counts. */
const SCHEDULED_REPORTS = {
  portfolio: { title: 'Búsqueda de cartera', file: 'Cartera', unit: 'pólizas', call: cartera.exportPortfolio },
  rejection: { title: 'Rechazos por motivo', file: 'Rechazos', unit: 'rechazos', call: cobranzas.exportRejections },
  settlement: {
    title: 'Liquidación según movimiento CtaCte',
    file: 'Liquidacion',
    unit: 'movimientos',
    call: cuentaCorriente.settlementExport,
  },
} as const;

export interface PlannedRun {
  key: string;
  cron: string;
  day: number;
}

/**
 * The cron lines of a schedule (minute 0 of each execution's hour): daily and weekly on the execution's
 * weekday; monthly on days 1–7 of the month, the job then keeping only the execution's weekday (the
 * first Monday of the month, for the dialog's default).
 */
export function cronLines(schedule: {
  id: number;
  period: number;
  executions: { Day: number; Hour: number }[];
}): PlannedRun[] {
  return schedule.executions.map((e, i) => ({
    key: `${schedule.id}.${i}`,
    cron: schedule.period === 2 ? `0 ${e.Hour} 1-7 * *` : `0 ${e.Hour} * * ${e.Day}`,
    day: e.Day,
  }));
}

function weekdayIn(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short' }).format(at);
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(name);
}

async function toBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await pipeline(
    stream,
    new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(chunk);
        done();
      },
    }),
  );
  return Buffer.concat(chunks);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One sending: runs the report with the saved filters, as the user who saved it (its producers as of
 * now, not as of saving), and mails the workbook — attached, or as a link to the kept file when large.
 */
export async function runScheduledReport(
  ctx: AppContext,
  files: FileStore,
  input: { scheduleId: number; day?: number; mailKey?: string },
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
  now = new Date(),
): Promise<'sent' | 'skipped'> {
  const { db } = ctx.database;
  const schedule = await findScheduleById(db, input.scheduleId);
  if (!schedule || !schedule.enabled || !Object.hasOwn(SCHEDULED_REPORTS, schedule.urlApi)) return 'skipped';
  const report = SCHEDULED_REPORTS[schedule.urlApi as keyof typeof SCHEDULED_REPORTS];
  if (schedule.period === 2 && input.day !== undefined && weekdayIn(TIME_ZONE, now) !== input.day) return 'skipped';
  const [user] = await db.select().from(users).where(eq(users.id, schedule.userId)).limit(1);
  if (!user?.active || !user.producerId) return 'skipped';

  const session: Session = {
    userId: user.id,
    userType: user.userType,
    username: user.username,
    cuit: user.cuit,
    rol: user.rol,
    reportToCuit: user.reportToCuit,
    mustChangePassword: false,
    sessionId: 'scheduled',
    effectiveCuit: user.reportToCuit ?? user.cuit,
    producerIds: [user.producerId],
    selectedProducerId: null,
    selectedProducerUserId: null,
    delegateScopes: user.reportToCuit ? user.delegateScopes : null,
    delegateUntil: user.reportToCuit ? user.delegateUntil : null,
  };
  // A delegate gets only what it could still export itself (issue 40 §4).
  if (
    delegateAccessEnded(session.delegateUntil, now) ||
    !scopeAllowed(session.delegateScopes, scopeOfEndpoint(report.call))
  )
    return 'skipped';
  const f = schedule.filters;
  const allowed = new Set((await codesOfProducers(db, session.producerIds)).map((c) => c.code));
  const from = f.Dias ? isoDay(new Date(now.getTime() - f.Dias * 86_400_000)) : f.FechaDesde;
  const criteria = {
    producerId: f.ProducerIds.filter((c) => allowed.has(c)),
    fechaDesde: from,
    fechaHasta: f.Dias ? isoDay(now) : f.FechaHasta,
    ramo: f.Ramo,
    producto: f.Producto,
    poliza: f.Poliza,
    gridFilters: [],
    sort: [],
    filters: null,
  };
  const xlsx =
    schedule.urlApi === 'rejection'
      ? await exportRejections(
          ctx,
          session,
          { ...criteria, certificado: f.Certificado, columns: REJECTION_COLUMNS },
          log,
        )
      : schedule.urlApi === 'settlement'
        ? await settlementExport(
            ctx,
            session,
            { ...criteria, offset: 0, next: 10, certificado: f.Certificado, columns: SETTLEMENT_COLUMNS },
            log,
          )
        : await exportPortfolio(
            ctx,
            session,
            { ...criteria, certificado: f.Certificado ? Number(f.Certificado) : null, columns: PORTFOLIO_COLUMNS },
            log,
          );
  const workbook = await toBuffer(xlsx.stream);
  const fileName = `${report.file}_${isoDay(now)}.xlsx`;
  const subject = messages.scheduledReportSubject(report.title);
  if (workbook.length <= ATTACHMENT_MAX_BYTES) {
    const text = `Adjuntamos el reporte programado de ${report.title} (${xlsx.count()} ${report.unit}).`;
    await ctx.mailer.send(db, {
      to: user.email,
      subject,
      text,
      html: `<p>${text}</p>`,
      attachments: [
        {
          filename: fileName,
          content: workbook,
          contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        },
      ],
      idempotencyKey: input.mailKey,
    });
  } else {
    const staged = await files.stage(workbook);
    const [row] = await db
      .insert(storedFiles)
      .values({
        entity: 'ReportExport',
        entityId: schedule.id,
        fileName,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        ...stagedColumns(staged),
        userId: user.id,
        producerId: user.producerId,
      })
      .returning({ id: storedFiles.id });
    await staged.commit();
    const link = `${ctx.config.publicUrl}/api/FileRepository/Download?FileEntity=ReportExport&Entity=${row.id}`;
    const text = `El reporte programado de ${report.title} (${xlsx.count()} ${report.unit}) es demasiado grande para adjuntarlo. Descargalo, con tu sesión iniciada, desde: ${link}`;
    await ctx.mailer.send(db, { to: user.email, subject, text, html: `<p>${text}</p>`, idempotencyKey: input.mailKey });
  }
  await markScheduleRun(db, schedule.id);
  log.info({ scheduleId: schedule.id, rows: xlsx.count(), bytes: workbook.length }, 'scheduled report sent');
  return 'sent';
}
