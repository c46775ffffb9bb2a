import { DISPLAY_FORMAT, type ReportColumn } from '@portal/shared/report';
import { ccMessages as t } from '../../messages';

const { date, money } = DISPLAY_FORMAT;

/** 001 §3 "Concept detail". */
export const conceptDetailColumns: ReportColumn[] = [
  { field: 'fecha', title: 'Fecha', displayFormat: date },
  { field: 'concepto', title: 'Concepto' },
  { field: 'monto', title: 'Monto', displayFormat: money },
  { field: 'ivA21', title: t.iva21, displayFormat: money },
  { field: 'ivA3', title: t.iva3, displayFormat: money },
  { field: 'percepcion', title: 'Percepción', displayFormat: money },
  { field: 'totalBR', title: 'Total', displayFormat: money },
];
