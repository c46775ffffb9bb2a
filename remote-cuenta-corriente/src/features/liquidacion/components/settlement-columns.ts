import { column, type ReportColumn } from '@portal/shared/report';

/** The settlement-by-movement grid's columns (001 §3 "Settlement result row"); the money columns are summed. */
export const settlementColumns: ReportColumn[] = [
  column.date('imputationDate', 'Fecha de imputación'),
  column.text('policyId', 'Póliza'),
  column.integer('certificateNumber', 'Certificado'),
  column.text('recruiterName', 'Asegurado'),
  column.text('recruiterDni', 'DNI'),
  column.text('branchDescription', 'Ramo'),
  column.text('productDescription', 'Producto'),
  column.text('currency', 'Moneda'),
  column.summedMoney('baseCalculation', 'Base de cálculo'),
  column.decimal('percentage', 'Porcentaje'),
  column.summedMoney('commissionAmount', 'Comisión'),
  column.summedMoney('premiumSupplement', 'Suplemento de premio'),
  column.text('producerDescription', 'Productor'),
  column.date('startDate', 'Vigencia desde'),
  column.text('referenceNumber', 'Referencia'),
  column.text('branchCode', 'Código de ramo', { show: false }),
  column.text('productCode', 'Código de producto', { show: false }),
];
