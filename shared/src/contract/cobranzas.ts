import { z } from '../zod';
import { defineEndpoint, FILE_TYPES } from './define';
import {
  dateInput,
  emptyToNull,
  ExportColumns,
  exportFilters,
  fieldMessages,
  GridQuery,
  withinInt4,
} from './report-fields';

/*
 * The `cobranzas` rows of docs/contract/endpoints.tsv (001 §2–§9): rejected automatic debits (/rechazos) and
 * debtors by premium with their aging (/deudores, /deudores-policyExpired), each a server-paged search
 * and a streamed export. Every call answers only for the producers the session may query: a producer
 * code of another producer is 403 (docs/adr/0011-the-server-decides-whose-data.md). The branch and product combos are the shared
 * datos/GetComboValues (Ramo_Rejection, Producto_Rejection), the schedule of 'Rejection' the shared
 * scheduler calls and the legends the shared Label/getLabelSection (sections 'rechazos', 'deudores').
 *
 * Dates in answers are ISO (YYYY-MM-DD) or null; the report kit shows them DD/MM/YYYY. Card numbers and
 * CBUs are answered masked but for their last 4 digits: the full ones never leave the server.
 */

const cobranzasMessages = {
  invalidPeriod: 'El período es inválido',
  periodRequired: 'El período es requerido',
} as const;

/** 001 §9: debtor periods start in August 2021 (year × 100 + month). */
const DEBTORS_FIRST_PERIOD = 202108;

// ——— The grid part and the date rule: report-fields.ts ———

/** 001 §5: policy and certificate digits only, at most 50. A number is accepted as its digits. */
const digitsText = z.preprocess(
  (v) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : emptyToNull(v)),
  z.string().trim().max(50).regex(/^\d+$/, fieldMessages.digitsOnly).nullable(),
);
const code = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(20)
    .regex(/^[A-Za-z0-9_-]+$/, 'El código es inválido')
    .nullable(),
);

/** Producer codes (empty = every code of the session's producers). */
const producerCodes = z
  .array(z.union([z.string().trim().min(1).max(20), z.number().int().min(0)]).transform(String))
  .max(100)
  .nullish()
  .transform((v) => v ?? []);

const exportExtras = { filters: exportFilters, columns: ExportColumns };

const SumItem = z.object({ total: z.number() });

// ——— Rejections (001 §2 /rechazos, §3 "Rejection result row", §7) ———

/** 001 §7 "rejection/" criteria. Dates: the rejection date from/to (the screen defaults to the last month). */
const RejectionCriteria = z.object({
  producerId: producerCodes,
  fechaDesde: dateInput.optional(),
  fechaHasta: dateInput.optional(),
  ramo: code.optional(),
  producto: code.optional(),
  poliza: digitsText.optional(),
  certificado: digitsText.refine(withinInt4, fieldMessages.outOfRange).optional(),
});
const datesInOrder = (c: { fechaDesde?: string | null; fechaHasta?: string | null }, ctx: z.RefinementCtx) => {
  if (c.fechaDesde && c.fechaHasta && c.fechaDesde > c.fechaHasta)
    ctx.addIssue({ code: 'custom', path: ['fechaHasta'], message: fieldMessages.dateRange });
};

/** 001 §3 "Rejection result row". */
const RejectionRow = z.object({
  id: z.number(),
  insured: z.string(),
  rejectionReasonCode: z.string(),
  rejectionReasonDesc: z.string(),
  currency: z.string(),
  amount: z.number(),
  policyNumber: z.string(),
  certificateNumber: z.number(),
  productCode: z.string(),
  productDescription: z.string(),
  producerId: z.string(),
  producerName: z.string(),
  paymentMethod: z.string(),
  /** Masked: '**** **** **** 1234', or null when the debit was not on a card. */
  creditCardNumber: z.string().nullable(),
  /** Masked: 18 asterisks and the last 4 digits, or null when the debit was not on an account. */
  cbu: z.string().nullable(),
  premium: z.number(),
  emissionDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  branchCode: z.string(),
  branchDescription: z.string(),
  reference: z.string(),
  insuredDocType: z.string(),
  insuredDocNumber: z.string(),
  settlement: z.string(),
  receiptCharged: z.string(),
  receiptRejected: z.string(),
  lastContributionDate: z.string().nullable(),
  lastContributionAmount: z.number().nullable(),
  policyBalance: z.number(),
  company: z.string(),
  rejectionDate: z.string(),
});
export type RejectionRow = z.infer<typeof RejectionRow>;

/** The money columns of the rejections grid, summed over the whole search (001 §4). */
const RejectionSums = z.object({
  amount: SumItem,
  premium: SumItem,
  lastContributionAmount: SumItem,
  policyBalance: SumItem,
});

export const searchRejections = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'rejection/',
  area: 'cobranzas',
  summary: 'Rechazos por motivo (página de débitos rechazados)',
  auth: true,
  read: true,
  permission: 'RechazoMotivo',
  body: RejectionCriteria.extend(GridQuery.shape).superRefine(datesInOrder),
  response: z.object({ data: z.array(RejectionRow), total: z.number(), sumarizeItems: RejectionSums }),
});

export const exportRejections = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'rejection/export',
  area: 'cobranzas',
  summary: 'Exportar los rechazos (Rechazos.xlsx)',
  auth: true,
  read: true,
  permission: 'RechazoMotivo',
  body: RejectionCriteria.extend({
    sort: GridQuery.shape.sort,
    gridFilters: GridQuery.shape.gridFilters,
    ...exportExtras,
  }).superRefine(datesInOrder),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});

// ——— Debtors (001 §2 /deudores, §3 "Debtor row", §5, §7, §9 aging buckets) ———

/** A period YYYYMM (number or digits), from August 2021; the server also refuses one after yesterday's month. */
const period = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : emptyToNull(v)),
  z
    .string({ message: cobranzasMessages.periodRequired })
    .trim()
    .regex(/^\d{6}$/, cobranzasMessages.invalidPeriod)
    .transform(Number)
    .refine((p) => p % 100 >= 1 && p % 100 <= 12 && p >= DEBTORS_FIRST_PERIOD, cobranzasMessages.invalidPeriod),
);

/** 001 §7 "debtors/" criteria; `proximasAnularse`: 'Ver sólo pólizas próximas a anularse' (debt over 60 days). */
const DebtorCriteria = z.object({
  producerId: producerCodes,
  vigencia: period,
  ramo: code.optional(),
  producto: code.optional(),
  poliza: digitsText.optional(),
  certificado: digitsText.refine(withinInt4, fieldMessages.outOfRange).optional(),
  proximasAnularse: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
});

/** 001 §3 "Debtor row"; `expiredMoreThan90Days` is the "more than 90 days" bucket of 001 §9. */
const DebtorRow = z.object({
  id: z.number(),
  recruiterName: z.string(),
  expirationDate: z.string().nullable(),
  daysExpiredAmount: z.number(),
  outstandingBalance: z.number(),
  expired30Days: z.number(),
  expired60Days: z.number(),
  expired90Days: z.number(),
  expiredMoreThan90Days: z.number(),
  toExpire: z.number(),
  productCode: z.string(),
  productDescription: z.string(),
  branchCode: z.string(),
  branchDescription: z.string(),
  reference: z.string(),
  policyNumber: z.string(),
  certificateNumber: z.number(),
  receiptNumber: z.string(),
  paymentMethod: z.string(),
  recruiterDni: z.string(),
  producerId: z.string(),
  producerDescription: z.string(),
  issueDate: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  reward: z.number(),
  premium: z.number(),
  cutDate: z.string(),
  initCertificateDate: z.string().nullable(),
  initAnnuityDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  currency: z.string(),
  changeFactor: z.number(),
  stateCertificate: z.string(),
  yearMonth: z.number(),
});
export type DebtorRow = z.infer<typeof DebtorRow>;

/** 001 §3: labels Productos and Ramos (code → description). */
const DebtorLabels = z.object({ Productos: z.record(z.string(), z.string()), Ramos: z.record(z.string(), z.string()) });
const DebtorSums = z.object({
  outstandingBalance: SumItem,
  expired30Days: SumItem,
  expired60Days: SumItem,
  expired90Days: SumItem,
  expiredMoreThan90Days: SumItem,
  toExpire: SumItem,
});

export const searchDebtors = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'debtors/',
  area: 'cobranzas',
  summary: 'Deudores por premio (página con antigüedad de deuda al corte del período)',
  auth: true,
  read: true,
  permission: 'DeudoresPremio',
  body: DebtorCriteria.extend(GridQuery.shape),
  response: z.object({
    data: z.array(DebtorRow),
    total: z.number(),
    labels: DebtorLabels,
    /** The cut date of the period: its last business day in Argentina (ISO). */
    cutDate: z.string(),
    sumarizeItems: DebtorSums,
  }),
});

export const exportDebtors = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'debtors/export',
  area: 'cobranzas',
  summary: 'Exportar los deudores por premio (Deudores.xlsx)',
  auth: true,
  read: true,
  permission: 'DeudoresPremio',
  body: DebtorCriteria.extend({
    sort: GridQuery.shape.sort,
    gridFilters: GridQuery.shape.gridFilters,
    ...exportExtras,
  }),
  response: z.any(),
  file: true,
  fileTypes: [FILE_TYPES.xlsx],
});
