import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '@portal/shared/report';

const { date, money } = DISPLAY_FORMAT;
// A number or yes/no column of the server says so: its filter then offers the operators the server takes.
const { integer, logical } = FIELD_FORMAT;

/** 001 §3 "Pending commission row"; the saved column view orders and hides them. */
export const pendingColumns: ReportColumn[] = [
  { field: 'poliza', title: 'Póliza' },
  { field: 'certificado', title: 'Certificado', fieldFormat: integer },
  { field: 'asegurado', title: 'Asegurado' },
  { field: 'grupo', title: 'Grupo' },
  { field: 'endoso', title: 'Endoso' },
  { field: 'producto', title: 'Producto' },
  { field: 'descripcion', title: 'Descripción', show: false },
  { field: 'jurisdiccion', title: 'Jurisdicción' },
  { field: 'fechaAplicacion', title: 'Fecha de aplicación', displayFormat: date },
  { field: 'primaNeta', title: 'Prima neta', displayFormat: money, summarize: true },
  { field: 'premioCobrado', title: 'Premio cobrado', displayFormat: money, summarize: true },
  { field: 'comisionBruto', title: 'Comisión bruta', displayFormat: money, summarize: true },
  { field: 'comisionTotal', title: 'Comisión total', displayFormat: money, summarize: true },
  { field: 'aporteExtraordinario', title: 'Aporte extraordinario', fieldFormat: logical },
];
