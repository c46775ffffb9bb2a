import { column, type ReportColumn } from '@portal/shared/report';

/** 001 §3 "Pending commission row"; the saved column view orders and hides them. */
export const pendingColumns: ReportColumn[] = [
  column.text('poliza', 'Póliza'),
  column.integer('certificado', 'Certificado'),
  column.text('asegurado', 'Asegurado'),
  column.text('grupo', 'Grupo'),
  column.text('endoso', 'Endoso'),
  column.text('producto', 'Producto'),
  column.text('descripcion', 'Descripción', { show: false }),
  column.text('jurisdiccion', 'Jurisdicción'),
  column.date('fechaAplicacion', 'Fecha de aplicación'),
  column.summedMoney('primaNeta', 'Prima neta'),
  column.summedMoney('premioCobrado', 'Premio cobrado'),
  column.summedMoney('comisionBruto', 'Comisión bruta'),
  column.summedMoney('comisionTotal', 'Comisión total'),
  column.logical('aporteExtraordinario', 'Aporte extraordinario'),
];
