import { and, count, eq, gt, gte, inArray, lte, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { debitRejections, premiumDebts } from '../../db/schema';
import { type GridFilterInput, gridColumnsOf, gridWhere, largeReport } from '../../lib/grid-query';
import { policyNumberOf } from '../../lib/policy-number';

// ——— Rejections ———

/** Only the last four digits are kept; the answer shows them behind the mask of the whole number. */
const maskedCard = sql<
  string | null
>`case when ${debitRejections.cardLast4} is null then null else '**** **** **** ' || ${debitRejections.cardLast4} end`;
const maskedCbu = sql<
  string | null
>`case when ${debitRejections.cbuLast4} is null then null else '******************' || ${debitRejections.cbuLast4} end`;

const rejectionSelection = {
  id: debitRejections.id,
  insured: debitRejections.insured,
  rejectionReasonCode: debitRejections.rejectionReasonCode,
  rejectionReasonDesc: debitRejections.rejectionReasonDesc,
  currency: debitRejections.currency,
  amount: debitRejections.amount,
  policyNumber: debitRejections.policyNumber,
  certificateNumber: debitRejections.certificateNumber,
  productCode: debitRejections.productCode,
  productDescription: debitRejections.productDescription,
  producerId: debitRejections.producerCode,
  producerName: debitRejections.producerName,
  paymentMethod: debitRejections.paymentMethod,
  creditCardNumber: maskedCard,
  cbu: maskedCbu,
  premium: debitRejections.premium,
  emissionDate: debitRejections.emissionDate,
  startDate: debitRejections.startDate,
  endDate: debitRejections.endDate,
  branchCode: debitRejections.branchCode,
  branchDescription: debitRejections.branchDescription,
  reference: debitRejections.reference,
  insuredDocType: debitRejections.insuredDocType,
  insuredDocNumber: debitRejections.insuredDocNumber,
  settlement: debitRejections.settlement,
  receiptCharged: debitRejections.receiptCharged,
  receiptRejected: debitRejections.receiptRejected,
  lastContributionDate: debitRejections.lastContributionDate,
  lastContributionAmount: debitRejections.lastContributionAmount,
  policyBalance: debitRejections.policyBalance,
  company: debitRejections.company,
  rejectionDate: debitRejections.rejectionDate,
};

/** The rejections' and debtors' fields that are not text. */
const TYPES: Record<string, 'number' | 'date'> = {
  id: 'number',
  amount: 'number',
  certificateNumber: 'number',
  premium: 'number',
  lastContributionAmount: 'number',
  policyBalance: 'number',
  emissionDate: 'date',
  startDate: 'date',
  endDate: 'date',
  lastContributionDate: 'date',
  rejectionDate: 'date',
  expirationDate: 'date',
  issueDate: 'date',
  cutDate: 'date',
  initCertificateDate: 'date',
  initAnnuityDate: 'date',
  lastPaymentDate: 'date',
  daysExpiredAmount: 'number',
  outstandingBalance: 'number',
  expired30Days: 'number',
  expired60Days: 'number',
  expired90Days: 'number',
  expiredMoreThan90Days: 'number',
  toExpire: 'number',
  reward: 'number',
  changeFactor: 'number',
  yearMonth: 'number',
};

/** The rejections grid's fields (001 §3 "Rejection result row"): the whitelist of the grid layer. */
export const rejectionColumns = gridColumnsOf(rejectionSelection, TYPES);

/** Criteria of 001 §7 "rejection/", checked against the session: the producers and codes to search. */
export interface RejectionFilter {
  producerIds: number[];
  codes: string[];
  fechaDesde?: string | null;
  fechaHasta?: string | null;
  ramo?: string | null;
  producto?: string | null;
  poliza?: string | null;
  certificado?: string | null;
  gridFilters: GridFilterInput[];
}

function rejectionWhere(f: RejectionFilter): SQL | undefined {
  return and(
    inArray(debitRejections.producerId, f.producerIds),
    f.codes.length ? inArray(debitRejections.producerCode, f.codes) : undefined,
    f.fechaDesde ? gte(debitRejections.rejectionDate, f.fechaDesde) : undefined,
    f.fechaHasta ? lte(debitRejections.rejectionDate, f.fechaHasta) : undefined,
    f.ramo ? eq(debitRejections.branchCode, f.ramo) : undefined,
    f.producto ? eq(debitRejections.productCode, f.producto) : undefined,
    f.poliza ? eq(debitRejections.policyNumber, policyNumberOf(f.poliza)) : undefined,
    f.certificado ? eq(debitRejections.certificateNumber, Number(f.certificado)) : undefined,
    gridWhere(rejectionColumns, f.gridFilters),
  );
}

/** The rejections' sort indexes (PostgreSQL) lead with the producer and carry the codes a search sends. */
const rejections = largeReport({
  table: debitRejections,
  id: debitRejections.id,
  selection: rejectionSelection,
  columns: rejectionColumns,
  // Newest rejection first: the order of debit_rejections_producer_date_idx.
  defaultOrder: [{ expr: debitRejections.rejectionDate, sort: 'desc' }],
  where: rejectionWhere,
  lead: [debitRejections.producerId],
  include: [debitRejections.producerCode],
});

export const rejectionSortIndexes = rejections.sortIndexes;
export const rejectionPage = rejections.page;
export const rejectionExportPages = rejections.exportPages;

export function rejectionTotals(db: Db, f: RejectionFilter) {
  return rejections.totals(db, f, {
    total: count(),
    amount: sum(debitRejections.amount).mapWith(Number),
    premium: sum(debitRejections.premium).mapWith(Number),
    lastContributionAmount: sum(debitRejections.lastContributionAmount).mapWith(Number),
    policyBalance: sum(debitRejections.policyBalance).mapWith(Number),
  });
}

// ——— Debtors ———

const debtorSelection = {
  id: premiumDebts.id,
  recruiterName: premiumDebts.recruiterName,
  expirationDate: premiumDebts.expirationDate,
  daysExpiredAmount: premiumDebts.daysExpired,
  outstandingBalance: premiumDebts.outstandingBalance,
  expired30Days: premiumDebts.expired30Days,
  expired60Days: premiumDebts.expired60Days,
  expired90Days: premiumDebts.expired90Days,
  expiredMoreThan90Days: premiumDebts.expiredMoreThan90Days,
  toExpire: premiumDebts.toExpire,
  productCode: premiumDebts.productCode,
  productDescription: premiumDebts.productDescription,
  branchCode: premiumDebts.branchCode,
  branchDescription: premiumDebts.branchDescription,
  reference: premiumDebts.reference,
  policyNumber: premiumDebts.policyNumber,
  certificateNumber: premiumDebts.certificateNumber,
  receiptNumber: premiumDebts.receiptNumber,
  paymentMethod: premiumDebts.paymentMethod,
  recruiterDni: premiumDebts.recruiterDni,
  producerId: premiumDebts.producerCode,
  producerDescription: premiumDebts.producerDescription,
  issueDate: premiumDebts.issueDate,
  startDate: premiumDebts.startDate,
  endDate: premiumDebts.endDate,
  reward: premiumDebts.reward,
  premium: premiumDebts.premium,
  cutDate: premiumDebts.cutDate,
  initCertificateDate: premiumDebts.initCertificateDate,
  initAnnuityDate: premiumDebts.initAnnuityDate,
  lastPaymentDate: premiumDebts.lastPaymentDate,
  currency: premiumDebts.currency,
  changeFactor: premiumDebts.changeFactor,
  stateCertificate: premiumDebts.stateCertificate,
  yearMonth: premiumDebts.yearMonth,
};

export const debtorColumns = gridColumnsOf(debtorSelection, TYPES);

/** Debt over this many days: the policy is about to be cancelled (001 §5 "Rule shown"). */
export const CANCELLATION_DAYS = 60;

export interface DebtorFilter {
  producerIds: number[];
  codes: string[];
  vigencia: number;
  ramo?: string | null;
  producto?: string | null;
  poliza?: string | null;
  certificado?: string | null;
  proximasAnularse: boolean;
  gridFilters: GridFilterInput[];
}

function debtorWhere(f: DebtorFilter): SQL | undefined {
  return and(
    inArray(premiumDebts.producerId, f.producerIds),
    f.codes.length ? inArray(premiumDebts.producerCode, f.codes) : undefined,
    eq(premiumDebts.yearMonth, f.vigencia),
    f.ramo ? eq(premiumDebts.branchCode, f.ramo) : undefined,
    f.producto ? eq(premiumDebts.productCode, f.producto) : undefined,
    f.poliza ? eq(premiumDebts.policyNumber, policyNumberOf(f.poliza)) : undefined,
    f.certificado ? eq(premiumDebts.certificateNumber, Number(f.certificado)) : undefined,
    f.proximasAnularse ? gt(premiumDebts.daysExpired, CANCELLATION_DAYS) : undefined,
    gridWhere(debtorColumns, f.gridFilters),
  );
}

/** The debtors' sort indexes (PostgreSQL) lead with the producer's period and carry the codes and the days overdue. */
const debtors = largeReport({
  table: premiumDebts,
  id: premiumDebts.id,
  selection: debtorSelection,
  columns: debtorColumns,
  // Oldest debt first: the order of premium_debts_producer_period_days_idx.
  defaultOrder: [{ expr: premiumDebts.daysExpired, sort: 'desc' }],
  where: debtorWhere,
  lead: [premiumDebts.producerId, premiumDebts.yearMonth],
  include: [premiumDebts.producerCode, premiumDebts.daysExpired],
});

export const debtorSortIndexes = debtors.sortIndexes;
export const debtorPage = debtors.page;
export const debtorExportPages = debtors.exportPages;

export function debtorTotals(db: Db, f: DebtorFilter) {
  return debtors.totals(db, f, {
    total: count(),
    outstandingBalance: sum(premiumDebts.outstandingBalance).mapWith(Number),
    expired30Days: sum(premiumDebts.expired30Days).mapWith(Number),
    expired60Days: sum(premiumDebts.expired60Days).mapWith(Number),
    expired90Days: sum(premiumDebts.expired90Days).mapWith(Number),
    expiredMoreThan90Days: sum(premiumDebts.expiredMoreThan90Days).mapWith(Number),
    toExpire: sum(premiumDebts.toExpire).mapWith(Number),
  });
}

/**
 * Per producer, the policies of its latest listing up to `period` that owe more than 60 days (the
 * daily alert). One query for every producer: the job runs over thousands of them.
 */
export async function policiesAboutToBeCancelled(db: Db, period: number) {
  const rows = (await db.execute(sql`
    select d.producer_id, count(distinct d.policy_id) as policies
    from ${premiumDebts} d
    join (select producer_id, max(year_month) as ym from ${premiumDebts} where year_month <= ${period} group by producer_id) l
      on l.producer_id = d.producer_id and l.ym = d.year_month
    where d.days_expired > ${CANCELLATION_DAYS} and d.state_certificate <> 'ANULADO'
    group by d.producer_id`)) as unknown as { rows: { producer_id: number | string; policies: number | string }[] };
  return rows.rows.map((r) => ({ producerId: Number(r.producer_id), policies: Number(r.policies) }));
}
