import type { cuentaCorriente as cc } from '@portal/shared/contract';
import { RUBROS } from '@portal/shared/contract/cuenta-corriente';
import { INVOICE_UPLOAD_ENTITIES } from '@portal/shared/contract/uploads';
import type { z } from 'zod';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { invoiceSubmissions, storedFiles } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCuitAccess, assertUserAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import { type MultipartForm, readMultipartForm } from '../../http/multipart';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { countOnce, searchKey } from '../../lib/count-once';
import { contentTypeOf } from '../../lib/file-types';
import type { GridColumns, GridFilterInput, GridSortInput } from '../../lib/grid-query';
import { type ExportColumnDef, streamExport } from '../../lib/xlsx-export';
import { messages } from '../../messages';
import type { FileStore, StagedFile } from '../files/storage';
import { paymentCertificatePdf, withholdingCertificatePdf } from './documents';
import { ccMessages } from './messages';
import * as q from './queries';
import { dataVersion } from '../../db/data-version';

type Log = { error(o: object, m: string): void };
interface Grid {
  offset: number;
  next: number;
  sort: GridSortInput[];
  gridFilters: GridFilterInput[];
}

/** The producers whose data a request reads: the session's; a CUIT it names must be the session's own. */
function scope(session: Session, cuit?: string | null): number[] {
  if (cuit) assertCuitAccess(session, cuit);
  if (session.producerIds.length === 0) throw new AppError(403, messages.forbidden);
  return session.producerIds;
}

const round2 = (n: number | null | undefined) => Math.round((n ?? 0) * 100) / 100;

// ——— Pending commissions ———

interface PendingInput extends Grid {
  producerCuit?: string | null;
  poliza?: string | null;
  grupo?: string | null;
}

export async function comisionesPendientes(ctx: AppContext, session: Session, input: PendingInput) {
  const f = { producerIds: scope(session, input.producerCuit), poliza: input.poliza, grupo: input.grupo, gridFilters: input.gridFilters };
  const { db } = ctx.database;
  const [data, total] = await Promise.all([q.pendingPage(db, f, input.sort, input.offset, input.next), countOnce(ctx, searchKey('pending', session.sessionId, f), input.offset, () => q.pendingCount(db, f), () => dataVersion(db, 'pending_commissions'))]);
  return { data, total };
}

export function comisionesPendientesExport(ctx: AppContext, session: Session, input: PendingInput & { filters?: string | null; columns: ExportColumnDef[] }, log: Log) {
  const f = { producerIds: scope(session, input.producerCuit), poliza: input.poliza, grupo: input.grupo, gridFilters: input.gridFilters };
  return streamExport({ sheetName: 'ComisionesPendientes', columns: input.columns, filters: input.filters, allowed: q.pendingColumns, page: (o, l) => q.pendingPage(ctx.database.db, f, input.sort, o, l), log });
}

// ——— Payments and settlements ———

interface PaymentInput extends Grid {
  producerCuit?: string | null;
  poliza?: string | null;
}

export async function pagosYLiquidaciones(ctx: AppContext, session: Session, input: PaymentInput) {
  const f = { producerIds: scope(session, input.producerCuit), poliza: input.poliza, gridFilters: input.gridFilters };
  const { db } = ctx.database;
  const [data, total] = await Promise.all([q.paymentPage(db, f, input.sort, input.offset, input.next), countOnce(ctx, searchKey('payments', session.sessionId, f), input.offset, () => q.paymentCount(db, f), () => dataVersion(db, 'settlement_payments'))]);
  return { data, total };
}

export function pagosYLiquidacionesExport(ctx: AppContext, session: Session, input: PaymentInput & { filters?: string | null; columns: ExportColumnDef[] }, log: Log) {
  const f = { producerIds: scope(session, input.producerCuit), poliza: input.poliza, gridFilters: input.gridFilters };
  return streamExport({ sheetName: 'PagosYLiquidaciones', columns: input.columns, filters: input.filters, allowed: q.paymentColumns, page: (o, l) => q.paymentPage(ctx.database.db, f, input.sort, o, l), log });
}

/** A settlement or payment of the session's producers; someone else's and a missing one are both 403. */
async function ownRecord(ctx: AppContext, session: Session, tipo: 1 | 2, numero: number) {
  const row = await q.findRecord(ctx.database.db, scope(session), tipo, numero);
  if (!row) throw new AppError(403, messages.forbidden);
  return row;
}

export async function certificadoPago(ctx: AppContext, session: Session, input: { cuit: string; numeroPago: number; tipoCertificado: number }) {
  assertCuitAccess(session, input.cuit);
  const pago = await ownRecord(ctx, session, 1, input.numeroPago);
  const producer = await q.producerById(ctx.database.db, pago.producerId);
  const tipo = input.tipoCertificado === 1 ? 1 : 2;
  const body = await paymentCertificatePdf({
    tipo,
    numero: pago.numero,
    fecha: pago.fecha,
    cuit: formatCuit(pago.cuit),
    producer: `${producer.lastName} ${producer.name}`.toUpperCase(),
    base: pago.comisionNeto,
    withheld: tipo === 1 ? pago.ganancias : pago.ibOsMunicip,
  });
  const typeName = tipo === 1 ? 'Ganancias' : 'IIBBObraSocialMunicipal';
  return { fileName: `${typeName}_${pago.numero}_Certificado.pdf`, body };
}

function settlementDetailRows(l: Awaited<ReturnType<typeof ownRecord>>) {
  const iva = round2(l.iva21 + l.iva3);
  return [
    {
      Fecha: l.fecha,
      Devengo: l.devengo ?? 0,
      MontoNeto: l.comisionNeto,
      IVA: iva,
      Percepcion: l.percepcion,
      TotalBR: round2(l.comisionNeto + iva + l.percepcion),
      FechaFactura: l.fechaFactura,
      ComprobanteTipo: l.comprobanteTipo ?? '',
      FacturaTipo: l.facturaTipo ?? '',
      PuntoVenta: l.puntoVenta ?? 0,
      FacturaNumero: l.facturaNumero ?? '',
    },
  ];
}

export async function detalleLiquidacion(ctx: AppContext, session: Session, liqNro: number) {
  return settlementDetailRows(await ownRecord(ctx, session, 2, liqNro));
}

async function paymentDetailRows(ctx: AppContext, pago: Awaited<ReturnType<typeof ownRecord>>) {
  const liq = pago.settlementId ? await q.recordById(ctx.database.db, pago.settlementId) : undefined;
  return [
    {
      Fecha: pago.fecha,
      LiquidacionNumero: liq?.numero ?? 0,
      MedioPago: pago.tipoPago,
      Banco: pago.banco ?? '',
      ImporteLiquidado: round2(pago.comisionNeto + pago.iva21 + pago.iva3 + pago.percepcion),
      RetencionGanancias: pago.ganancias,
      RetencionIIBB: pago.ibOsMunicip,
      ImportePagado: pago.importePagado,
    },
  ];
}

export async function detallePago(ctx: AppContext, session: Session, pagoNro: number) {
  return paymentDetailRows(ctx, await ownRecord(ctx, session, 1, pagoNro));
}

export async function detalleComision(
  ctx: AppContext,
  session: Session,
  input: { LiqNro: number; offset: number; pageSize: number; sort?: string | null; desc?: 'true' | 'false' },
  filters: GridFilterInput[],
) {
  const sort: GridSortInput[] = input.sort ? [{ field: input.sort, sort: input.desc === 'true' ? 'desc' : 'asc' }] : [];
  const { db } = ctx.database;
  const producerIds = scope(session);
  // Ownership is checked by the page's own statement; only an empty page needs to tell 'not yours' apart.
  const [data, total] = await Promise.all([
    q.ownedCommissionDetailRows(db, producerIds, input.LiqNro, filters, sort, input.offset, input.pageSize),
    countOnce(ctx, searchKey('commissionDetail', session.sessionId, { liq: input.LiqNro, filters }), input.offset, () =>
      q.ownedCommissionDetailCount(db, producerIds, input.LiqNro, filters),
      () => dataVersion(db, 'commission_details', 'settlement_payments'),
    ),
  ]);
  if (data.length === 0) await ownRecord(ctx, session, 2, input.LiqNro);
  return { data, total };
}

/** The detail types of 001 §3 and the files they export to. */
export const DETAIL_FILE_NAMES = { 1: 'DetalleLiquidacion.xlsx', 2: 'DetallePago.xlsx', 3: 'DetalleComision.xlsx' } as const;

const settlementDetailColumns = Object.fromEntries(
  ['Fecha', 'Devengo', 'MontoNeto', 'IVA', 'Percepcion', 'TotalBR', 'FechaFactura', 'ComprobanteTipo', 'FacturaTipo', 'PuntoVenta', 'FacturaNumero'].map((k) => [k, q.paymentColumns.id]),
) as GridColumns;
const paymentDetailColumns = Object.fromEntries(
  ['Fecha', 'LiquidacionNumero', 'MedioPago', 'Banco', 'ImporteLiquidado', 'RetencionGanancias', 'RetencionIIBB', 'ImportePagado'].map((k) => [k, q.paymentColumns.id]),
) as GridColumns;

export async function detalleExport(ctx: AppContext, session: Session, tipo: number, numero: number, columns: ExportColumnDef[], log: Log) {
  if (tipo === 3) {
    const liq = await ownRecord(ctx, session, 2, numero);
    return streamExport({ sheetName: 'DetalleComision', columns, allowed: q.commissionDetailColumns, page: (o, l) => q.commissionDetailPage(ctx.database.db, liq.id, [], [], o, l), log });
  }
  const rows = tipo === 1 ? settlementDetailRows(await ownRecord(ctx, session, 2, numero)) : await paymentDetailRows(ctx, await ownRecord(ctx, session, 1, numero));
  const whitelist = tipo === 1 ? settlementDetailColumns : paymentDetailColumns;
  return streamExport({ sheetName: tipo === 1 ? 'DetalleLiquidacion' : 'DetallePago', columns, allowed: whitelist, page: async (o) => (o === 0 ? rows : []), log });
}

// ——— Concepts ———

export async function conceptos(ctx: AppContext, session: Session, cuit: string, grid: Grid) {
  const producerIds = scope(session, cuit);
  const { db } = ctx.database;
  const [resumen, rows, total] = await Promise.all([
    q.conceptSummary(db, producerIds),
    q.conceptPage(db, producerIds, grid.gridFilters, grid.sort, grid.offset, grid.next),
    countOnce(ctx, searchKey('concepts', session.sessionId, { producerIds, filters: grid.gridFilters }), grid.offset, () => q.conceptCount(db, producerIds, grid.gridFilters), () => dataVersion(db, 'concepts')),
  ]);
  return {
    resumen: resumen.map((r) => ({ rubro: r.rubro, iva: round2(r.iva), monto: round2(r.monto), percepcion: round2(r.percepcion), totalBR: round2(r.totalBR) })),
    data: rows.map((r) => conceptRow(r)),
    total,
  };
}

function conceptRow(r: { periodo: number; rubro: number; fecha: string; concepto: string; iva: number; monto: number; ivA21: number; ivA3: number; percepcion: number; totalBR: number }) {
  return {
    id: `${r.periodo}-${r.rubro}`,
    fecha: r.fecha,
    periodo: r.periodo,
    rubro: r.rubro,
    rubroDescripcion: RUBROS[r.rubro] ?? '',
    concepto: r.concepto,
    monto: round2(r.monto),
    iva: round2(r.iva),
    ivA21: round2(r.ivA21),
    ivA3: round2(r.ivA3),
    percepcion: round2(r.percepcion),
    totalBR: round2(r.totalBR),
  };
}

export async function conceptoPorRubro(ctx: AppContext, session: Session, input: { Rubro: number; cuit: string; periodo?: number }) {
  const rows = await q.conceptDetail(ctx.database.db, scope(session, input.cuit), input.Rubro, input.periodo);
  return rows.map((r) => ({
    fecha: r.fecha,
    periodo: r.periodo,
    rubro: r.rubro,
    rubroDescripcion: RUBROS[r.rubro] ?? '',
    concepto: r.concepto,
    percepcion: r.percepcion,
    totalBR: r.totalBR,
    monto: r.monto,
    iva: round2(r.iva21 + r.iva3),
    ivA21: r.iva21,
    ivA3: r.iva3,
  }));
}

const conceptExportColumns: GridColumns = { ...q.conceptColumns, id: q.conceptColumns.periodo, rubroDescripcion: q.conceptColumns.rubro };

export function conceptosExport(ctx: AppContext, session: Session, input: Grid & { producerCuit: string; filters?: string | null; columns: ExportColumnDef[] }, log: Log) {
  const producerIds = scope(session, input.producerCuit);
  return streamExport({ sheetName: 'Conceptos', columns: input.columns, filters: input.filters, allowed: conceptExportColumns, page: async (o, l) => (await q.conceptPage(ctx.database.db, producerIds, input.gridFilters, input.sort, o, l)).map(conceptRow), log });
}

// ——— Settlement by movement ———

/** The settlement search as the contract parsed it (criteria and grid part). */
export type SettlementInput = z.output<NonNullable<typeof cc.settlementSearch.body>>;

/** 001 §5: a producer must be chosen first, and only the session's producer codes may be. */
function movementFilter(session: Session, input: SettlementInput): q.MovementFilter {
  if (input.producerId.length === 0) throw new AppError(400, messages.producerNotAllowed);
  return { ...input, producerIds: scope(session), codes: input.producerId };
}

/** Refuses codes that are not the session's producers' (the queries are scoped by producer anyway). */
async function assertOwnCodes(ctx: AppContext, f: q.MovementFilter) {
  const allowed = new Set((await q.codesOf(ctx.database.db, f.producerIds)).map((c) => c.code));
  if (f.codes.some((code) => !allowed.has(code))) throw new AppError(403, messages.forbidden);
}

export async function settlementSearch(ctx: AppContext, session: Session, input: SettlementInput) {
  const f = movementFilter(session, input);
  const { db } = ctx.database;
  // The page's own statement checks the codes; only an empty page needs to tell 'not yours' apart.
  const [data, totals] = await Promise.all([
    q.ownMovementRows(db, f, input.sort, input.offset, input.next),
    countOnce(ctx, searchKey('movements', session.sessionId, f), input.offset, () => q.movementTotals(db, f), () => dataVersion(db, 'settlement_movements')),
  ]);
  if (data.length === 0) await assertOwnCodes(ctx, f);
  return {
    data,
    total: totals.total,
    sumarizeItems: {
      commissionAmount: { total: round2(totals.commissionAmount) },
      premiumSupplement: { total: round2(totals.premiumSupplement) },
      baseCalculation: { total: round2(totals.baseCalculation) },
    },
  };
}

export async function settlementExport(ctx: AppContext, session: Session, input: z.output<NonNullable<typeof cc.settlementExport.body>>, log: Log) {
  const f = movementFilter(session, input);
  await assertOwnCodes(ctx, f);
  return streamExport({ sheetName: 'Liquidacion', columns: input.columns, filters: input.filters, allowed: q.movementColumns, page: (o, l) => q.movementPage(ctx.database.db, f, input.sort, o, l), log });
}

/** `ProducerId eq 'X1001' and Source eq 'VT' and ImputationDate ge 2026-07-01 and ImputationDate le 2026-07-31`, in any order. */
const CLAUSE = /^(ProducerId|Source) eq '([A-Za-z0-9]{1,20})'$|^ImputationDate (ge|le) (\d{4}-\d{2}-\d{2})(?:T00:00:00(?:\.000)?Z?)?$/;

export function parseWithholdingFilter(filter: string) {
  const found: { code?: string; source?: string; from?: string; to?: string } = {};
  for (const clause of filter.split(/\s+and\s+/i).map((c) => c.trim())) {
    const m = CLAUSE.exec(clause);
    if (!m) throw new AppError(400, ccMessages.withholdingFilter);
    if (m[1] === 'ProducerId') found.code = m[2];
    else if (m[1] === 'Source') found.source = m[2];
    else if (m[3] === 'ge') found.from = m[4];
    else found.to = m[4];
  }
  const { code, source, from, to } = found;
  if (!code || !source || !from || !to || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) throw new AppError(400, ccMessages.withholdingFilter);
  return { code, source, from, to };
}

async function ownCode(ctx: AppContext, session: Session, code: string) {
  const codes = await q.codesOf(ctx.database.db, scope(session));
  const own = codes.find((c) => c.code === code);
  if (!own) throw new AppError(403, messages.forbidden);
  return own;
}

export async function settlementQuery(ctx: AppContext, session: Session, filter: string, top = 100) {
  const f = parseWithholdingFilter(filter);
  await ownCode(ctx, session, f.code);
  return q.withholdingEntries(ctx.database.db, scope(session), f.code, f.source, f.from, f.to, top);
}

const monthRange = (year: number, month: number) => {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const to = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  return { from, to };
};

/** The withholding certificate of a month for a VT code: only when the month has a settled entry (estado 1). */
export async function certificadoRetencion(ctx: AppContext, session: Session, input: { month: number; year: number; intermed: string }) {
  const code = await ownCode(ctx, session, input.intermed);
  if (code.core !== 'VT') throw new AppError(400, ccMessages.withholdingContact);
  const { from, to } = monthRange(input.year, input.month);
  const totals = await q.withholdingTotals(ctx.database.db, scope(session), code.code, from, to);
  if (totals.settled === 0) throw new AppError(400, ccMessages.withholdingContact);
  const producerId = scope(session)[0];
  const producer = await q.producerById(ctx.database.db, producerId);
  const body = await withholdingCertificatePdf({
    month: input.month,
    year: input.year,
    code: code.code,
    producer: `${producer.lastName} ${producer.name}`.toUpperCase(),
    cuit: formatCuit(producer.cuit),
    settled: totals.settled,
    base: round2(totals.base),
  });
  return { fileName: `CertificadoRetencion_${input.year}${String(input.month).padStart(2, '0')}_${code.code}.pdf`, body };
}

// ——— Invoices ———

const periodRange = (period: number) => monthRange(Math.floor(period / 100), period % 100);
const ars = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (n: number) => `$ ${ars.format(n)}`;

export async function invoiceAmount(ctx: AppContext, session: Session, input: { idRama: number; fechaDesde: string; fechaHasta: string; idProductor: number }) {
  assertUserAccess(session, input.idProductor);
  const amounts = await q.amountsByDepartment(ctx.database.db, scope(session), input.fechaDesde, input.fechaHasta);
  return amounts[input.idRama] ?? 0;
}

export async function invoiceSummary(ctx: AppContext, session: Session, input: { idProductor: number; fechaDesde: string; fechaHasta: string }) {
  assertUserAccess(session, input.idProductor);
  const amounts = await q.amountsByDepartment(ctx.database.db, scope(session), input.fechaDesde, input.fechaHasta);
  return {
    Resumen: Object.entries(amounts).map(([id, importe]) => ({ IdRama: Number(id), Importe: importe, ImporteString: money(importe) })),
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
  const producer = producerId === null ? undefined : await q.producerById(db, producerId);
  const permitted = producer?.permittedPendingInvoices ?? 0;
  if (!producer?.paymentType) return { cantidadFacturasPendientes: 0, cantidadFacturasPendientesPermitidas: permitted, descripcionTipoDePago: null };
  const periods = lastTwelvePeriods();
  const [settled, invoiced] = await Promise.all([
    q.settledByMonthAndBranch(db, producer.id, periodRange(periods[periods.length - 1]).from, periodRange(periods[0]).to),
    q.invoicedMonths(db, producer.id, periods),
  ]);
  const sent = new Set(invoiced.map((i) => `${i.month}:${i.department}`));
  let pending = 0;
  for (const month of periods) {
    const amounts = q.byDepartment(settled.filter((r) => r.month === month));
    pending += Object.entries(amounts).filter(([department, amount]) => amount > 0 && !sent.has(`${month}:${department}`)).length;
  }
  return { cantidadFacturasPendientes: pending, cantidadFacturasPendientesPermitidas: permitted, descripcionTipoDePago: producer.paymentType };
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
  const files = await q.pendingUploads(db, session.userId, allFiles);
  if (files.length !== allFiles.length) throw documentError(ccMessages.invoiceFiles);
  for (const item of items) {
    if (!periods.has(item.Month)) throw documentError(ccMessages.invoiceMonth);
    if (item.Company !== companyOf(item.Department)) throw documentError(ccMessages.invoiceCompany);
    const { from, to } = periodRange(item.Month);
    const amounts = await q.amountsByDepartment(db, producerIds, from, to);
    if (Math.abs((amounts[item.Department] ?? 0) - item.Amount) > 0.005 || item.Amount <= 0) throw documentError(ccMessages.invoiceAmount);
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
        .set({ entity: q.INVOICE_ENTITY, entityId: row.id })
        .where(and(inArray(storedFiles.id, item.Files), eq(storedFiles.userId, session.userId), eq(storedFiles.entity, q.INVOICE_UPLOAD_ENTITY)));
      sent.push({ item, names: files.filter((f) => item.Files.includes(f.id)).map((f) => f.fileName) });
    }
  });

  const to = await q.userEmail(db, session.userId);
  if (to) {
    const line = ({ item, names }: (typeof sent)[number]) =>
      `${String(item.Month % 100).padStart(2, '0')}/${Math.floor(item.Month / 100)} · ${item.Company} · ${DEPARTMENT_NAMES[item.Department]} · ${money(item.Amount)}${item.InvoiceNumber ? ` · Factura ${item.InvoiceNumber}` : ''} — ${names.join(', ')}`;
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
    { fileSize: UPLOAD_MAX_BYTES, files: UPLOAD_MAX_FILES, fields: 60, fieldSize: 4000, fileFields: ['File', 'File[]'] },
    { fileTooLarge: (name) => new AppError(400, ccMessages.fileTooLarge(name)), tooManyFiles: () => new AppError(400, ccMessages.tooManyFiles) },
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
            size: staged[i].size,
            sha256: staged[i].sha256,
            storageKey: staged[i].key,
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
  return storeUploads(ctx, store, session, form, { entity: q.INVOICE_UPLOAD_ENTITY, entityId: null });
}

/** FileRepository/Upload for the invoice entities (the route reads the form once and dispatches by entity). */
export async function repositoryUpload(ctx: AppContext, store: FileStore, session: Session, multipart: MultipartForm) {
  scope(session);
  const form: UploadForm = { fields: multipart.lists, files: multipart.files };
  const entity = form.fields.Entity?.[0]?.trim() ?? '';
  if (!(INVOICE_UPLOAD_ENTITIES as readonly string[]).includes(entity)) throw new AppError(400, ccMessages.entityNotAllowed);
  const user = form.fields.User?.[0];
  if (user !== undefined && user !== String(session.userId)) throw new AppError(403, messages.forbidden);
  const rawId = form.fields.EntityId?.[0]?.trim() ?? '';
  let entityId: number | null = null;
  if (entity === q.INVOICE_ENTITY) {
    if (!/^\d{1,9}$/.test(rawId)) throw new AppError(400, messages.notValidated, { issues: [{ path: 'EntityId', message: messages.invalidValue }] });
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
