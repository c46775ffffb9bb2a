import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';

const { date, money } = DISPLAY_FORMAT;
// A number or yes/no column of the server says so: its filter then offers the operators the server takes.
const { integer } = FIELD_FORMAT;

/** 001 §3 "Payments and settlements row" with the tax columns. */
export const paymentColumns: ReportColumn[] = [
  { field: 'tipoRegistro', title: 'Tipo', fieldFormat: integer },
  { field: 'numero', title: 'Número', fieldFormat: integer },
  { field: 'fecha', title: 'Fecha', displayFormat: date },
  { field: 'referencia', title: 'Referencia' },
  { field: 'tipoPago', title: 'Tipo de pago' },
  { field: 'comisionTotal', title: 'Comisión total', displayFormat: money, summarize: true },
  { field: 'comisionNeto', title: 'Comisión neta', displayFormat: money, summarize: true },
  { field: 'ivA21', title: 'IVA 21%', displayFormat: money, summarize: true },
  { field: 'ivA3', title: 'IVA 3%', displayFormat: money, summarize: true },
  { field: 'ibOsMunicip', title: 'IIBB / Obra social / Municipal', displayFormat: money, summarize: true },
  { field: 'ganancias', title: 'Ganancias', displayFormat: money, summarize: true },
  { field: 'importePagado', title: 'Importe pagado', displayFormat: money, summarize: true },
  { field: 'cuit', title: 'CUIT', show: false },
];
