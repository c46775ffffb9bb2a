import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn, type ValueLabels } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';

const { date, money } = DISPLAY_FORMAT;
const { integer, decimal, currency } = FIELD_FORMAT;

/**
 * The debtors grid's columns (001 §3 "Debtor row"): the aging buckets of 001 §9 and the outstanding balance
 * first. `fieldFormat` follows the server's numeric columns (api cobranzas debtorColumns), so their filters
 * offer only the operators it takes.
 */
export const debtorColumns: ReportColumn[] = [
  { field: 'policyNumber', title: 'Póliza' },
  { field: 'certificateNumber', title: 'Certificado', fieldFormat: integer },
  { field: 'recruiterName', title: 'Contratante' },
  { field: 'recruiterDni', title: 'DNI' },
  { field: 'productCode', title: 'Producto' },
  { field: 'branchCode', title: 'Ramo' },
  { field: 'currency', title: 'Moneda' },
  { field: 'daysExpiredAmount', title: 'Días vencidos', fieldFormat: integer },
  { field: 'expirationDate', title: 'Vencimiento', displayFormat: date },
  {
    field: 'outstandingBalance',
    title: t.outstandingBalance,
    displayFormat: money,
    fieldFormat: currency,
    summarize: true,
  },
  { field: 'toExpire', title: t.toExpire, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'expired30Days', title: t.expired30, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'expired60Days', title: t.expired60, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'expired90Days', title: t.expired90, displayFormat: money, fieldFormat: currency, summarize: true },
  {
    field: 'expiredMoreThan90Days',
    title: t.expiredMore90,
    displayFormat: money,
    fieldFormat: currency,
    summarize: true,
  },
  { field: 'receiptNumber', title: 'Recibo' },
  { field: 'paymentMethod', title: 'Medio de pago' },
  { field: 'producerDescription', title: 'Productor' },
  { field: 'lastPaymentDate', title: 'Último pago', displayFormat: date },
  { field: 'stateCertificate', title: 'Estado' },
  { field: 'cutDate', title: 'Fecha de corte', displayFormat: date },
  { field: 'premium', title: t.premium, displayFormat: money, fieldFormat: currency, show: false },
  { field: 'reward', title: 'Prima', displayFormat: money, fieldFormat: currency, show: false },
  { field: 'issueDate', title: 'Fecha de emisión', displayFormat: date, show: false },
  { field: 'startDate', title: 'Vigencia desde', displayFormat: date, show: false },
  { field: 'endDate', title: 'Vigencia hasta', displayFormat: date, show: false },
  { field: 'initCertificateDate', title: 'Inicio del certificado', displayFormat: date, show: false },
  { field: 'initAnnuityDate', title: 'Inicio de la renta', displayFormat: date, show: false },
  { field: 'changeFactor', title: 'Tipo de cambio', fieldFormat: decimal, show: false },
  { field: 'reference', title: 'Referencia', show: false },
  { field: 'productDescription', title: 'Descripción del producto', show: false },
  { field: 'branchDescription', title: 'Descripción del ramo', show: false },
  { field: 'producerId', title: 'Código de productor', show: false },
  { field: 'yearMonth', title: 'Período', fieldFormat: integer, displayFormat: DISPLAY_FORMAT.period, show: false },
];

/** 001 §3: `labels.Productos` and `labels.Ramos` name the product and branch codes. */
export function debtorLabels(
  labels: { Productos: Record<string, string>; Ramos: Record<string, string> } | undefined,
): ValueLabels {
  return { productCode: labels?.Productos ?? {}, branchCode: labels?.Ramos ?? {} };
}
