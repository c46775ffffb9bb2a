import { certificateAllowed } from '@portal/shared/contract/cartera';
import type { Db } from '../../db/client';
import { POLICY_STATUS } from '../../db/schema';
import { AppError } from '../../errors';
import { assertCuitAccess } from '../../http/access';
import type { AppContext } from '../../http/context';
import type { Session } from '../../http/session';
import { reportCount } from '../../lib/count-once';
import type { GridSortInput } from '../../lib/grid-query';
import { type ExportColumnDef, streamExport, type XlsxExport } from '../../lib/xlsx-export';
import { sumarizeItems } from '../../lib/sums';
import { todayInArgentina } from '../../lib/time-zone';
import { messages } from '../../messages';
import { certificatePdf, debtFreePdf, rubricXml } from './documents';
import * as q from './queries';

/** 001 §7 portfolio criteria as the contract parsed them. */
export interface PortfolioCriteria extends q.PortfolioFilterFields {
  producerCuit?: string | null;
  producerId: string[];
}

/**
 * The session decides whose portfolio is searched (docs/adr/0011-the-server-decides-whose-data.md): a CUIT other than the session's, or a
 * producer code that is not one of its producers', is 403 — never an empty page that hides the refusal.
 */
export async function scopeOf(
  ctx: AppContext,
  session: Session,
  criteria: PortfolioCriteria,
): Promise<q.PortfolioFilter> {
  if (criteria.producerCuit) assertCuitAccess(session, criteria.producerCuit);
  if (!(await q.ownsCodes(ctx.database.db, session.producerIds, criteria.producerId)))
    throw new AppError(403, messages.forbidden);
  return { ...criteria, producerIds: session.producerIds, codes: criteria.producerId };
}

let productLabels: { at: number; map: Record<string, string> } | null = null;

/** Productos (code → description) and Estados (001 §3 status values): the grid's `labels`. */
async function labelsOf(ctx: AppContext) {
  // The product list changes with a release, not per request: a minute of cache spares a query a page.
  if (!productLabels || Date.now() - productLabels.at > 60_000) {
    const rows = await q.listProducts(ctx.database.db);
    productLabels = { at: Date.now(), map: Object.fromEntries(rows.map((r) => [r.code, r.description])) };
  }
  return {
    Productos: productLabels.map,
    Estados: Object.fromEntries(Object.entries(POLICY_STATUS).map(([k, v]) => [k, v])),
  };
}

const countPortfolio = reportCount('portfolio', 'policies');

export async function searchPortfolio(
  ctx: AppContext,
  session: Session,
  input: PortfolioCriteria & { offset: number; next: number; sort: GridSortInput[] },
) {
  const filter = await scopeOf(ctx, session, input);
  const { db } = ctx.database;
  const [data, total, labels] = await Promise.all([
    q.portfolioRows(db, filter, input.sort, input.offset, input.next),
    countPortfolio(ctx, session, filter, input.offset, () => q.portfolioCount(db, filter)),
    labelsOf(ctx),
  ]);
  return { data, total, labels };
}

export async function portfolioTotals(ctx: AppContext, session: Session, input: PortfolioCriteria) {
  const filter = await scopeOf(ctx, session, input);
  const s = await q.portfolioSums(ctx.database.db, filter);
  return {
    total: s.total,
    sumarizeItems: sumarizeItems({
      Premium: s.premium,
      Reward: s.reward,
      PremiumUSD: s.premiumUsd,
      RewardUSD: s.rewardUsd,
    }),
  };
}

/** Streams the portfolio search's rows into a workbook (lib/xlsx-export's streamExport). */
export async function exportPortfolio(
  ctx: AppContext,
  session: Session,
  input: PortfolioCriteria & { sort: GridSortInput[]; filters?: string | null; columns: ExportColumnDef[] },
  log: { error(o: object, m: string): void },
): Promise<XlsxExport> {
  const filter = await scopeOf(ctx, session, input);
  return streamExport({
    sheetName: 'Cartera',
    columns: input.columns,
    filters: input.filters,
    allowed: q.portfolioColumns,
    page: q.portfolioExportPages(ctx.database.db, filter, input.sort),
    log,
  });
}

// ——— Policy detail ———

async function ownedPolicy(ctx: AppContext, session: Session, id: number) {
  const policy = await q.findPolicy(ctx.database.db, session.producerIds, id);
  // Someone else's policy and a missing one look the same: 403, nothing learned.
  if (!policy) throw new AppError(403, messages.forbidden);
  return policy;
}

async function ownedInvoice(ctx: AppContext, session: Session, id: number) {
  const row = await q.findInvoice(ctx.database.db, session.producerIds, id);
  if (!row) throw new AppError(403, messages.forbidden);
  return row;
}

/**
 * A detail section of a policy (or of one of its invoices) as 001 §3 answers it: `[{ [key]: rows }]`, each row the
 * owner's rows mapped to the legacy field names (`item`, the section's own data). Read only once `owner` found the
 * policy or invoice among the session's producers' (else 403).
 */
function detailSection<K extends string, Row, Item>(
  owner: (ctx: AppContext, session: Session, id: number) => Promise<number>,
  key: K,
  read: (db: Db, ownerId: number) => PromiseLike<Row[]>,
  item: (row: Row) => Item,
) {
  return async (ctx: AppContext, session: Session, id: number) => {
    const rows = await read(ctx.database.db, await owner(ctx, session, id));
    return [{ [key]: rows.map(item) } as Record<K, Item[]>];
  };
}

const ownedPolicyId = async (ctx: AppContext, session: Session, id: number) => (await ownedPolicy(ctx, session, id)).id;
const ownedInvoiceId = async (ctx: AppContext, session: Session, id: number) =>
  (await ownedInvoice(ctx, session, id)).invoice.id;

export const getRoles = detailSection(ownedPolicyId, 'roles', q.members, (r) => ({
  rol: r.role,
  nombre: r.name,
  fechaNacimiento: r.birthDate,
  documento: r.document,
}));

export const getDirecciones = detailSection(ownedPolicyId, 'direcciones', q.addresses, (r) => ({
  tipo: r.type,
  direccion: r.address,
  codigoPostal: r.postalCode,
  localidad: r.locality,
  provincia: r.province,
}));

export const getCoberturas = detailSection(ownedPolicyId, 'coberturas', q.coverages, (r) => ({
  nombre: r.name,
  sumaAsegurada: r.insuredSum,
  vigenciaDesde: r.effectiveFrom,
}));

export const getBeneficiarios = detailSection(ownedPolicyId, 'beneficiarios', q.beneficiaries, (r) => ({
  nombre: r.name,
  fechaNacimiento: r.birthDate,
  porcentaje: r.percentage,
  orden: r.position,
  parentesco: r.relationship,
}));

export const getFormaPago = detailSection(ownedPolicyId, 'formaPago', q.paymentMethods, (r) => ({
  nombre: r.name,
  tipoTarjeta: r.cardType,
  // 001 §2: the card number is shown masked; only the last four digits are kept at all.
  numeroTarjeta: r.cardLast4 ? `**** **** **** ${r.cardLast4}` : null,
  vencimientoTarjeta: r.cardExpiry,
  banco: r.bank,
  cbu: r.cbu,
}));

export const getFacturas = detailSection(ownedPolicyId, 'facturas', q.invoices, (r) => ({
  id: r.id,
  numero: r.number,
  fechaEmision: r.issueDate,
  vigenciaDesde: r.validFrom,
  vigenciaHasta: r.validTo,
  ultimaAplicacion: r.lastApplication,
  fechaVencimiento: r.dueDate,
  premio: r.premium,
  saldoPendiente: r.pendingBalance,
  estado: r.status,
}));

/**
 * Composición de Premio: the invoice's premium split by the tariff's concepts (prima 80 %, impuestos
 * 12 %, recargos the rest), the split the insurer applies to every premium.
 */
export async function getPremioAgrupado(ctx: AppContext, session: Session, invoiceId: number) {
  const { invoice } = await ownedInvoice(ctx, session, invoiceId);
  const cents = Math.round(invoice.premium * 100);
  const prima = Math.round(cents * 0.8);
  const taxes = Math.round(cents * 0.12);
  const items = [
    { concepto: 'PRIMA', descripcion: 'Prima pura', importe: prima / 100 },
    { concepto: 'IMP', descripcion: 'Impuestos y sellados', importe: taxes / 100 },
    { concepto: 'REC', descripcion: 'Recargos administrativos', importe: (cents - prima - taxes) / 100 },
  ];
  return [{ premioAgrupado: items, total: cents / 100 }];
}

export const getRechazos = detailSection(ownedInvoiceId, 'rechazos', q.rejections, (r) => ({
  fechaMovimiento: r.movementDate,
  medioPago: r.paymentMethod,
  causaRechazo: r.cause,
  saldo: r.balance,
  cupon: r.coupon,
}));

export async function certificadosIndividuales(ctx: AppContext, session: Session, agreBaseKey: string) {
  const p = await q.findPolicyByKey(ctx.database.db, session.producerIds, agreBaseKey);
  if (!p) throw new AppError(403, messages.forbidden);
  const rows = p.showCertificados ? await q.certificates(ctx.database.db, p.id) : [];
  return [
    {
      certificados: rows.map((r) => ({
        Certificado: r.certificate,
        Asegurado: r.insured,
        DNI: r.dni,
        Desc_grupo: r.groupDescription,
        Fecha_nacimiento: r.birthDate,
      })),
    },
  ];
}

export const CERTIFICATE_COLUMNS: ExportColumnDef[] = [
  { title: 'Certificado', field: 'Certificado', format: 1 },
  { title: 'Asegurado', field: 'Asegurado' },
  { title: 'DNI', field: 'DNI' },
  { title: 'Desc_grupo', field: 'Desc_grupo' },
  { title: 'Fecha_nacimiento', field: 'Fecha_nacimiento', displayFormat: 4 },
];

export async function tomador(ctx: AppContext, session: Session, policyNumber: string) {
  const p = await q.findPolicyByNumber(ctx.database.db, session.producerIds, policyNumber);
  if (!p) throw new AppError(404, messages.policyNotFound);
  return { value: p.holderName };
}

// ——— Certificates (001 §6: which policies have one is the contract's `certificateAllowed`) ———

async function policyCertificate(ctx: AppContext, policy: NonNullable<Awaited<ReturnType<typeof q.findPolicy>>>) {
  const { db } = ctx.database;
  const [insured, coverages] = await Promise.all([q.members(db, policy.id), q.coverages(db, policy.id)]);
  return certificatePdf(
    policy,
    insured.map((m) => ({ name: m.name, document: m.document, role: m.role })),
    coverages,
  );
}

/** portfolio/certificate: the coverage certificate PDF, named after the policy number. */
export async function certificate(ctx: AppContext, session: Session, policyId: number) {
  const policy = await ownedPolicy(ctx, session, policyId);
  if (!certificateAllowed(policy)) throw new AppError(400, messages.certificateNotAvailable);
  return { fileName: `${policy.policyNumber}.pdf`, body: await policyCertificate(ctx, policy) };
}

/** portfolio/individualcertificate: the certificate of one insured of a VT policy, mailed as a PDF. */
export async function individualCertificate(
  ctx: AppContext,
  session: Session,
  input: { idPoliza: number; email: string; certificado: number },
) {
  const policy = await ownedPolicy(ctx, session, input.idPoliza);
  if (policy.core !== 'VT') throw new AppError(400, messages.certificateNotAvailable);
  let pdf: Buffer;
  if (policy.policyType === 'COLECTIVA' && input.certificado > 0) {
    const certs = await q.certificates(ctx.database.db, policy.id);
    const cert = certs.find((c) => c.certificate === input.certificado);
    if (!cert) throw new AppError(404, messages.certificateNotFound);
    const coverages = await q.coverages(ctx.database.db, policy.id);
    pdf = await certificatePdf(
      { ...policy, certificateNumber: cert.certificate },
      [{ name: cert.insured, document: cert.dni, role: 'ASEGURADO' }],
      coverages,
    );
  } else {
    pdf = await policyCertificate(ctx, policy);
  }
  const fileName = `${policy.policyNumber}-${input.certificado}.pdf`;
  await ctx.mailer.send(ctx.database.db, {
    to: input.email,
    subject: `Certificado de la póliza ${policy.policyNumber}`,
    text: `Adjuntamos el certificado ${input.certificado} de la póliza ${policy.policyNumber} (${fileName}).`,
    html: `<p>Adjuntamos el certificado ${input.certificado} de la póliza ${policy.policyNumber} (${fileName}).</p>`,
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  });
  return { success: true, message: messages.certificateMailed(input.email), businessExceptions: [] };
}

// ——— Debt-free certificate and digital rubric (001 §4, §5) ———

/** YYYYMM of a period given as a number, 'YYYYMM', 'YYYY-MM(-DD)' or 'DD/MM/YYYY'. */
export function periodOf(value: string | number): string | null {
  const text = String(value).trim();
  const m = /^(\d{4})(\d{2})$/.exec(text) ?? /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(text);
  const d = /^\d{2}\/(\d{2})\/(\d{4})$/.exec(text);
  const [year, month] = m ? [m[1], m[2]] : d ? [d[2], d[1]] : [null, null];
  if (!year || !month || Number(month) < 1 || Number(month) > 12) return null;
  return `${year}${month}`;
}

const addMonths = (period: string, n: number) => {
  const total = Number(period.slice(0, 4)) * 12 + Number(period.slice(4)) - 1 + n;
  return `${Math.floor(total / 12)}${String((total % 12) + 1).padStart(2, '0')}`;
};
const lastDay = (period: string) =>
  new Date(Date.UTC(Number(period.slice(0, 4)), Number(period.slice(4)), 0)).toISOString().slice(0, 10);

/**
 * debtors/downloaddebtfree: 001 §5 — all fields required, the period one of the last 12 months up to
 * yesterday; refused for a policy with debt overdue more than 60 days (001 §5 "Rule shown"). Today and
 * yesterday are Buenos Aires days, as the form counts them: in UTC the next day starts at 21:00 there.
 */
export async function debtFree(
  ctx: AppContext,
  session: Session,
  p: { Empresa: string; Poliza: string; Certificado: string | number; Fecha: string | number; UserId: number },
  now = new Date(),
) {
  const period = periodOf(p.Fecha);
  if (!period) throw new AppError(400, messages.incompleteFields);
  const businessDay = todayInArgentina(now);
  const yesterday = new Date(Date.parse(`${businessDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const current = yesterday.slice(0, 4) + yesterday.slice(5, 7);
  if (period > current || period < addMonths(current, -11)) throw new AppError(400, messages.periodOutOfRange);
  const policy = await q.findPolicyByNumber(ctx.database.db, session.producerIds, p.Poliza, Number(p.Certificado));
  if (!policy || policy.company !== p.Empresa.toUpperCase()) throw new AppError(404, messages.policyNotFound);
  const cutDate = lastDay(period) < businessDay ? lastDay(period) : businessDay;
  const sixtyDaysBefore = new Date(Date.parse(`${cutDate}T00:00:00Z`) - 60 * 86_400_000).toISOString().slice(0, 10);
  if ((await q.overdueBalance(ctx.database.db, policy.id, sixtyDaysBefore)) > 0)
    throw new AppError(422, messages.debtOver60Days);
  return {
    fileName: `LibreDeuda_${policy.policyNumber}_${period}.pdf`,
    body: await debtFreePdf(policy, period, businessDay),
  };
}

/** 001 §5: rubric periods from 202111 through the current month. */
export const RUBRIC_FIRST_PERIOD = '202111';

export async function rubric(
  ctx: AppContext,
  session: Session,
  p: { Periodo: string | number; UserId: number },
  now = new Date(),
) {
  const period = periodOf(p.Periodo);
  // The current month in Buenos Aires, as the form counts it (at 21:00 there UTC is already in the next day).
  const businessDay = todayInArgentina(now);
  const current = businessDay.slice(0, 4) + businessDay.slice(5, 7);
  if (!period) throw new AppError(400, messages.incompleteFields);
  if (period < RUBRIC_FIRST_PERIOD || period > current) throw new AppError(400, messages.periodOutOfRange);
  const from = `${period.slice(0, 4)}-${period.slice(4)}-01`;
  const ops = await q.operationsInPeriod(ctx.database.db, session.producerIds, from, lastDay(period));
  const xml = rubricXml({ cuit: session.effectiveCuit ?? '', name: session.username }, period, ops);
  return { fileName: `RubricaDigital_${period}.xml`, body: Buffer.from(xml, 'utf8') };
}
