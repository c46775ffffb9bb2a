import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';

const { date, money } = DISPLAY_FORMAT;
// A number or yes/no column of the server says so: its filter then offers the operators the server takes.
const { integer, decimal } = FIELD_FORMAT;

/** The settlement-by-movement grid's columns (001 §3 "Settlement result row"); the money columns are summed. */
export const settlementColumns: ReportColumn[] = [
  { field: 'imputationDate', title: 'Fecha de imputación', displayFormat: date },
  { field: 'policyId', title: 'Póliza' },
  { field: 'certificateNumber', title: 'Certificado', fieldFormat: integer },
  { field: 'recruiterName', title: 'Asegurado' },
  { field: 'recruiterDni', title: 'DNI' },
  { field: 'branchDescription', title: 'Ramo' },
  { field: 'productDescription', title: 'Producto' },
  { field: 'currency', title: 'Moneda' },
  { field: 'baseCalculation', title: 'Base de cálculo', displayFormat: money, summarize: true },
  { field: 'percentage', title: 'Porcentaje', fieldFormat: decimal },
  { field: 'commissionAmount', title: 'Comisión', displayFormat: money, summarize: true },
  { field: 'premiumSupplement', title: 'Suplemento de premio', displayFormat: money, summarize: true },
  { field: 'producerDescription', title: 'Productor' },
  { field: 'startDate', title: 'Vigencia desde', displayFormat: date },
  { field: 'referenceNumber', title: 'Referencia' },
  { field: 'branchCode', title: 'Código de ramo', show: false },
  { field: 'productCode', title: 'Código de producto', show: false },
];
