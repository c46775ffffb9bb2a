import { certificateAllowed } from '@portal/shared/contract/cartera';
import { column, type ReportColumn, type ValueLabels } from '@portal/shared/report';
import { carteraMessages as t } from '../../../messages';
import type { PortfolioRow } from './policy-keys';

/** 001 §3: portfolio dates are DD/MM/YYYY, '-' when missing. */
const portfolioDate = { emptyText: t.missingDate };

/**
 * The portfolio grid's columns (001 §3 "Portfolio row"); the saved column view orders and hides them.
 * `fieldFormat` follows the server's numeric columns (api cartera portfolioColumns), so their filters offer
 * only the operators it takes.
 */
export const portfolioColumns: ReportColumn[] = [
  column.text('poliza_Numero_FRMT', 'Póliza'),
  column.integer('certificateNumber', 'Certificado'),
  column.text('producto_Codigo_VT', 'Producto'),
  column.text('plan_Descripcion', 'Plan'),
  column.text('recruiterName', 'Contratante'),
  column.text('recruiterDni', 'DNI'),
  column.text('producerDescription', 'Productor'),
  column.text('branchDescription', 'Ramo'),
  column.amount('premium', t.premium),
  column.amount('reward', t.reward),
  column.text('currency', 'Moneda'),
  column.integer('status', 'Estado'),
  column.date('issueDate', 'Fecha de emisión', portfolioDate),
  column.date('lastStatusDate', 'Fecha último estado', { ...portfolioDate, show: false }),
  column.periodNumber('lastBilledPeriod', 'Período facturado', { show: false }),
  column.text('paymentMethod', 'Medio de pago'),
  column.date('startDate', 'Vigencia desde', portfolioDate),
  column.date('endDate', 'Vigencia hasta', portfolioDate),
  column.text('policyType', 'Tipo de póliza', { show: false }),
  column.text('facturacion_Tipo', 'Tipo de facturación', { show: false }),
  column.text('productDescription', 'Descripción del producto', { show: false }),
  column.text('core', 'Core', { show: false }),
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
