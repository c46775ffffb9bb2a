import { column, type ReportColumn, type ValueLabels } from '@portal/shared/report';
import { cobranzasMessages as t } from '../../../messages';

/**
 * The debtors grid's columns (001 §3 "Debtor row"): the aging buckets of 001 §9 and the outstanding balance
 * first. `fieldFormat` follows the server's numeric columns (api cobranzas debtorColumns), so their filters
 * offer only the operators it takes.
 */
export const debtorColumns: ReportColumn[] = [
  column.text('policyNumber', 'Póliza'),
  column.integer('certificateNumber', 'Certificado'),
  column.text('recruiterName', 'Contratante'),
  column.text('recruiterDni', 'DNI'),
  column.text('productCode', 'Producto'),
  column.text('branchCode', 'Ramo'),
  column.text('currency', 'Moneda'),
  column.integer('daysExpiredAmount', 'Días vencidos'),
  column.date('expirationDate', 'Vencimiento'),
  column.amount('outstandingBalance', t.outstandingBalance),
  column.amount('toExpire', t.toExpire),
  column.amount('expired30Days', t.expired30),
  column.amount('expired60Days', t.expired60),
  column.amount('expired90Days', t.expired90),
  column.amount('expiredMoreThan90Days', t.expiredMore90),
  column.text('receiptNumber', 'Recibo'),
  column.text('paymentMethod', 'Medio de pago'),
  column.text('producerDescription', 'Productor'),
  column.date('lastPaymentDate', 'Último pago'),
  column.text('stateCertificate', 'Estado'),
  column.date('cutDate', 'Fecha de corte'),
  column.amount('premium', t.premium, { summarize: false, show: false }),
  column.amount('reward', 'Prima', { summarize: false, show: false }),
  column.date('issueDate', 'Fecha de emisión', { show: false }),
  column.date('startDate', 'Vigencia desde', { show: false }),
  column.date('endDate', 'Vigencia hasta', { show: false }),
  column.date('initCertificateDate', 'Inicio del certificado', { show: false }),
  column.date('initAnnuityDate', 'Inicio de la renta', { show: false }),
  column.decimal('changeFactor', 'Tipo de cambio', { show: false }),
  column.text('reference', 'Referencia', { show: false }),
  column.text('productDescription', 'Descripción del producto', { show: false }),
  column.text('branchDescription', 'Descripción del ramo', { show: false }),
  column.text('producerId', 'Código de productor', { show: false }),
  column.periodNumber('yearMonth', 'Período', { show: false }),
];

/** 001 §3: `labels.Productos` and `labels.Ramos` name the product and branch codes. */
export function debtorLabels(
  labels: { Productos: Record<string, string>; Ramos: Record<string, string> } | undefined,
): ValueLabels {
  return { productCode: labels?.Productos ?? {}, branchCode: labels?.Ramos ?? {} };
}
