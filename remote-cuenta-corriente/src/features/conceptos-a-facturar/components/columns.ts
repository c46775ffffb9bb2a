import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';
import { ccMessages as t } from '../../../messages';

const { money, period } = DISPLAY_FORMAT;
// A number or yes/no column of the server says so: its filter then offers the operators the server takes.
const { integer } = FIELD_FORMAT;

/** The summary by section (001 §3 "Concept by section"). */
export const summaryColumns: ReportColumn[] = [
  { field: 'rubro', title: 'Rubro' },
  { field: 'monto', title: 'Monto', displayFormat: money },
  { field: 'iva', title: 'IVA', displayFormat: money },
  { field: 'percepcion', title: 'Percepción', displayFormat: money },
  { field: 'totalBR', title: 'Total', displayFormat: money },
];

/** A period of a section, with the IVA split 21 % / 3 %. */
export const conceptColumns: ReportColumn[] = [
  { field: 'periodo', title: 'Período', displayFormat: period, fieldFormat: integer },
  { field: 'rubro', title: 'Rubro', fieldFormat: integer },
  { field: 'monto', title: 'Monto', displayFormat: money, summarize: true },
  { field: 'ivA21', title: t.iva21, displayFormat: money, summarize: true },
  { field: 'ivA3', title: t.iva3, displayFormat: money, summarize: true },
  { field: 'percepcion', title: 'Percepción', displayFormat: money, summarize: true },
  { field: 'totalBR', title: 'Total', displayFormat: money, summarize: true },
];
