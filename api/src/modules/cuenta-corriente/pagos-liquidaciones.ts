import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { formatCuit } from '@portal/shared/validation';
import { reportCount } from '../../lib/count-once';
import type { GridColumns, GridFilterInput, GridSortInput } from '../../lib/grid-query';
import { type ExportColumnDef, streamExport } from '../../lib/xlsx-export';
import { messages } from '../../messages';
import { paymentCertificatePdf } from './documents';
import {
  commissionDetailColumns,
  commissionDetailPage,
  findRecord,
  ownedCommissionDetailCount,
  ownedCommissionDetailRows,
  paymentColumns,
  paymentCount,
  type PaymentFilter,
  paymentExportPages,
  paymentPage,
  recordById,
} from './pagos-liquidaciones-queries';
import { producerById } from './producer-queries';
import { roundCents } from '../../lib/sums';
import { type Grid, type Log, scope } from './scope';

interface PaymentInput extends Grid {
  producerCuit?: string | null;
  poliza?: string | null;
}

/** The search's criteria: the session's producers (a CUIT named must be its own) and the screen's filters. */
function paymentFilter(session: Session, input: PaymentInput): PaymentFilter {
  return { producerIds: scope(session, input.producerCuit), poliza: input.poliza, gridFilters: input.gridFilters };
}

const countPayments = reportCount('payments', 'settlement_payments');

export async function pagosYLiquidaciones(ctx: AppContext, session: Session, input: PaymentInput) {
  const f = paymentFilter(session, input);
  const { db } = ctx.database;
  const [data, total] = await Promise.all([
    paymentPage(db, f, input.sort, input.offset, input.next),
    countPayments(ctx, session, f, input.offset, () => paymentCount(db, f)),
  ]);
  return { data, total };
}

export function pagosYLiquidacionesExport(
  ctx: AppContext,
  session: Session,
  input: PaymentInput & { filters?: string | null; columns: ExportColumnDef[] },
  log: Log,
) {
  const f = paymentFilter(session, input);
  return streamExport({
    sheetName: 'PagosYLiquidaciones',
    columns: input.columns,
    filters: input.filters,
    allowed: paymentColumns,
    page: paymentExportPages(ctx.database.db, f, input.sort),
    log,
  });
}

/** A settlement or payment of the session's producers; someone else's and a missing one are both 403. */
async function ownRecord(ctx: AppContext, session: Session, tipo: 1 | 2, numero: number) {
  const row = await findRecord(ctx.database.db, scope(session), tipo, numero);
  if (!row) throw new AppError(403, messages.forbidden);
  return row;
}

export async function certificadoPago(
  ctx: AppContext,
  session: Session,
  input: { cuit: string; numeroPago: number; tipoCertificado: number },
) {
  assertCuitAccess(session, input.cuit);
  const pago = await ownRecord(ctx, session, 1, input.numeroPago);
  const producer = await producerById(ctx.database.db, pago.producerId);
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
  const iva = roundCents(l.iva21 + l.iva3);
  return [
    {
      Fecha: l.fecha,
      Devengo: l.devengo ?? 0,
      MontoNeto: l.comisionNeto,
      IVA: iva,
      Percepcion: l.percepcion,
      TotalBR: roundCents(l.comisionNeto + iva + l.percepcion),
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
  const liq = pago.settlementId ? await recordById(ctx.database.db, pago.settlementId) : undefined;
  return [
    {
      Fecha: pago.fecha,
      LiquidacionNumero: liq?.numero ?? 0,
      MedioPago: pago.tipoPago,
      Banco: pago.banco ?? '',
      ImporteLiquidado: roundCents(pago.comisionNeto + pago.iva21 + pago.iva3 + pago.percepcion),
      RetencionGanancias: pago.ganancias,
      RetencionIIBB: pago.ibOsMunicip,
      ImportePagado: pago.importePagado,
    },
  ];
}

export async function detallePago(ctx: AppContext, session: Session, pagoNro: number) {
  return paymentDetailRows(ctx, await ownRecord(ctx, session, 1, pagoNro));
}

const countCommissionDetails = reportCount('commissionDetail', 'commission_details', 'settlement_payments');

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
    ownedCommissionDetailRows(db, producerIds, input.LiqNro, filters, sort, input.offset, input.pageSize),
    countCommissionDetails(ctx, session, { liq: input.LiqNro, filters }, input.offset, () =>
      ownedCommissionDetailCount(db, producerIds, input.LiqNro, filters),
    ),
  ]);
  if (data.length === 0) await ownRecord(ctx, session, 2, input.LiqNro);
  return { data, total };
}

/** The detail types of 001 §3 and the files they export to. */
export const DETAIL_FILE_NAMES = {
  1: 'DetalleLiquidacion.xlsx',
  2: 'DetallePago.xlsx',
  3: 'DetalleComision.xlsx',
} as const;

const settlementDetailColumns = Object.fromEntries(
  [
    'Fecha',
    'Devengo',
    'MontoNeto',
    'IVA',
    'Percepcion',
    'TotalBR',
    'FechaFactura',
    'ComprobanteTipo',
    'FacturaTipo',
    'PuntoVenta',
    'FacturaNumero',
  ].map((k) => [k, paymentColumns.id]),
) as GridColumns;
const paymentDetailColumns = Object.fromEntries(
  [
    'Fecha',
    'LiquidacionNumero',
    'MedioPago',
    'Banco',
    'ImporteLiquidado',
    'RetencionGanancias',
    'RetencionIIBB',
    'ImportePagado',
  ].map((k) => [k, paymentColumns.id]),
) as GridColumns;

export async function detalleExport(
  ctx: AppContext,
  session: Session,
  tipo: number,
  numero: number,
  columns: ExportColumnDef[],
  log: Log,
) {
  if (tipo === 3) {
    const liq = await ownRecord(ctx, session, 2, numero);
    return streamExport({
      sheetName: 'DetalleComision',
      columns,
      allowed: commissionDetailColumns,
      page: (o, l) => commissionDetailPage(ctx.database.db, liq.id, [], [], o, l),
      log,
    });
  }
  const rows =
    tipo === 1
      ? settlementDetailRows(await ownRecord(ctx, session, 2, numero))
      : await paymentDetailRows(ctx, await ownRecord(ctx, session, 1, numero));
  const whitelist = tipo === 1 ? settlementDetailColumns : paymentDetailColumns;
  return streamExport({
    sheetName: tipo === 1 ? 'DetalleLiquidacion' : 'DetallePago',
    columns,
    allowed: whitelist,
    page: async (o) => (o === 0 ? rows : []),
    log,
  });
}
