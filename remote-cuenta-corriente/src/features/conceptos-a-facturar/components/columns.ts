import { column, type ReportColumn } from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';

/** The summary by section (001 §3 "Concept by section"). */
export const summaryColumns: ReportColumn[] = [
  column.text('rubro', 'Rubro'),
  column.money('monto', 'Monto'),
  column.money('iva', 'IVA'),
  column.money('percepcion', 'Percepción'),
  column.money('totalBR', 'Total'),
];

/** A period of a section, with the IVA split 21 % / 3 %. */
export const conceptColumns: ReportColumn[] = [
  column.periodNumber('periodo', 'Período'),
  column.integer('rubro', 'Rubro'),
  column.summedMoney('monto', 'Monto'),
  column.summedMoney('ivA21', t.iva21),
  column.summedMoney('ivA3', t.iva3),
  column.summedMoney('percepcion', 'Percepción'),
  column.summedMoney('totalBR', 'Total'),
];
