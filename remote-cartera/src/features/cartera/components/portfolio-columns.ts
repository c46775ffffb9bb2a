import { certificateAllowed } from '@portal/shared/contract/cartera';
import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn, type ValueLabels } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import type { PortfolioRow } from './policy-keys';

const { money } = DISPLAY_FORMAT;
const { integer, currency } = FIELD_FORMAT;
/** 001 §3: portfolio dates are DD/MM/YYYY, '-' when missing. */
const portfolioDate = { displayFormat: DISPLAY_FORMAT.date, emptyText: t.missingDate };

/**
 * The portfolio grid's columns (001 §3 "Portfolio row"); the saved column view orders and hides them.
 * `fieldFormat` follows the server's numeric columns (api cartera portfolioColumns), so their filters offer
 * only the operators it takes.
 */
export const portfolioColumns: ReportColumn[] = [
  { field: 'poliza_Numero_FRMT', title: 'Póliza' },
  { field: 'certificateNumber', title: 'Certificado', fieldFormat: integer },
  { field: 'producto_Codigo_VT', title: 'Producto' },
  { field: 'plan_Descripcion', title: 'Plan' },
  { field: 'recruiterName', title: 'Contratante' },
  { field: 'recruiterDni', title: 'DNI' },
  { field: 'producerDescription', title: 'Productor' },
  { field: 'branchDescription', title: 'Ramo' },
  { field: 'premium', title: t.premium, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'reward', title: t.reward, displayFormat: money, fieldFormat: currency, summarize: true },
  { field: 'currency', title: 'Moneda' },
  { field: 'status', title: 'Estado', fieldFormat: integer },
  { field: 'issueDate', title: 'Fecha de emisión', ...portfolioDate },
  { field: 'lastStatusDate', title: 'Fecha último estado', ...portfolioDate, show: false },
  {
    field: 'lastBilledPeriod',
    title: 'Período facturado',
    fieldFormat: integer,
    displayFormat: DISPLAY_FORMAT.period,
    show: false,
  },
  { field: 'paymentMethod', title: 'Medio de pago' },
  { field: 'startDate', title: 'Vigencia desde', ...portfolioDate },
  { field: 'endDate', title: 'Vigencia hasta', ...portfolioDate },
  { field: 'policyType', title: 'Tipo de póliza', show: false },
  { field: 'facturacion_Tipo', title: 'Tipo de facturación', show: false },
  { field: 'productDescription', title: 'Descripción del producto', show: false },
  { field: 'core', title: 'Core', show: false },
];

/** 001 §3: `labels.Productos` names the product codes and `labels.Estados` the statuses. */
export function portfolioLabels(
  labels: { Productos: Record<string, string>; Estados: Record<string, string> } | undefined,
): ValueLabels {
  const estados = { ...Object.fromEntries(Object.entries(t.statuses).filter(([k]) => k !== '-1')), ...labels?.Estados };
  return { producto_Codigo_VT: labels?.Productos ?? {}, status: estados };
}

export function certificateEnabled(row: Pick<PortfolioRow, 'core' | 'plan_Codigo'>): boolean {
  return certificateAllowed({ core: row.core, planCode: row.plan_Codigo.trim() });
}

/** 001 §6: individual certificates only for policies whose source is VT. */
export function individualCertificateEnabled(row: Pick<PortfolioRow, 'core'>): boolean {
  return row.core === 'VT';
}

/** 001 §6: the CCG only for core VT with showAsegurados. */
export function ccgEnabled(row: Pick<PortfolioRow, 'core' | 'showAsegurados'>): boolean {
  return row.core === 'VT' && row.showAsegurados;
}
