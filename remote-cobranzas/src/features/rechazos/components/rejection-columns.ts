import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';

const { date, money } = DISPLAY_FORMAT;
const { integer, currency } = FIELD_FORMAT;

/**
 * The rejections grid's columns (001 §3 "Rejection result row"). Shown by default: all but the reason
 * code, product code, producer code, branch code and document type (in the column manager). The money
 * columns are summed (001 §4); `fieldFormat` follows the server's numeric columns (api cobranzas
 * rejectionColumns), so their filters offer only the operators it takes.
 */
export const rejectionColumns: ReportColumn[] = [
  { field: 'rejectionDate', title: 'Fecha de rechazo', displayFormat: date },
  { field: 'insured', title: 'Asegurado' },
  { field: 'insuredDocNumber', title: 'Documento' },
  { field: 'policyNumber', title: 'Póliza' },
  { field: 'certificateNumber', title: 'Certificado', fieldFormat: integer },
  { field: 'rejectionReasonDesc', title: 'Motivo de rechazo' },
  { field: 'currency', title: 'Moneda' },
  { field: 'amount', title: t.amount, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'paymentMethod', title: 'Medio de pago' },
  { field: 'creditCardNumber', title: 'Número de tarjeta' },
  { field: 'cbu', title: 'CBU' },
  { field: 'productDescription', title: 'Producto' },
  { field: 'branchDescription', title: 'Ramo' },
  { field: 'producerName', title: 'Productor' },
  { field: 'premium', title: t.premium, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'emissionDate', title: 'Fecha de emisión', displayFormat: date },
  { field: 'startDate', title: 'Vigencia desde', displayFormat: date },
  { field: 'endDate', title: 'Vigencia hasta', displayFormat: date },
  { field: 'reference', title: 'Referencia' },
  { field: 'settlement', title: 'Liquidación' },
  { field: 'receiptCharged', title: 'Recibo cobrado' },
  { field: 'receiptRejected', title: 'Recibo rechazado' },
  { field: 'lastContributionDate', title: 'Fecha último aporte', displayFormat: date },
  {
    field: 'lastContributionAmount',
    title: t.lastContributionAmount,
    displayFormat: money,
    fieldFormat: currency,
    summarize: true,
  },
  { field: 'policyBalance', title: t.policyBalance, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'company', title: 'Compañía' },
  { field: 'rejectionReasonCode', title: 'Código de motivo', show: false },
  { field: 'productCode', title: 'Código de producto', show: false },
  { field: 'producerId', title: 'Código de productor', show: false },
  { field: 'branchCode', title: 'Código de ramo', show: false },
  { field: 'insuredDocType', title: 'Tipo de documento', show: false },
];
