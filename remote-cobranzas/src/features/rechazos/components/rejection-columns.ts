import { column, type ReportColumn } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';

/**
 * The rejections grid's columns (001 §3 "Rejection result row"). Shown by default: all but the reason
 * code, product code, producer code, branch code and document type (in the column manager). The money
 * columns are summed (001 §4); `fieldFormat` follows the server's numeric columns (api cobranzas
 * rejectionColumns), so their filters offer only the operators it takes.
 */
export const rejectionColumns: ReportColumn[] = [
  column.date('rejectionDate', 'Fecha de rechazo'),
  column.text('insured', 'Asegurado'),
  column.text('insuredDocNumber', 'Documento'),
  column.text('policyNumber', 'Póliza'),
  column.integer('certificateNumber', 'Certificado'),
  column.text('rejectionReasonDesc', 'Motivo de rechazo'),
  column.text('currency', 'Moneda'),
  column.amount('amount', t.amount),
  column.text('paymentMethod', 'Medio de pago'),
  column.text('creditCardNumber', 'Número de tarjeta'),
  column.text('cbu', 'CBU'),
  column.text('productDescription', 'Producto'),
  column.text('branchDescription', 'Ramo'),
  column.text('producerName', 'Productor'),
  column.amount('premium', t.premium),
  column.date('emissionDate', 'Fecha de emisión'),
  column.date('startDate', 'Vigencia desde'),
  column.date('endDate', 'Vigencia hasta'),
  column.text('reference', 'Referencia'),
  column.text('settlement', 'Liquidación'),
  column.text('receiptCharged', 'Recibo cobrado'),
  column.text('receiptRejected', 'Recibo rechazado'),
  column.date('lastContributionDate', 'Fecha último aporte'),
  column.amount('lastContributionAmount', t.lastContributionAmount),
  column.amount('policyBalance', t.policyBalance),
  column.text('company', 'Compañía'),
  column.text('rejectionReasonCode', 'Código de motivo', { show: false }),
  column.text('productCode', 'Código de producto', { show: false }),
  column.text('producerId', 'Código de productor', { show: false }),
  column.text('branchCode', 'Código de ramo', { show: false }),
  column.text('insuredDocType', 'Tipo de documento', { show: false }),
];
