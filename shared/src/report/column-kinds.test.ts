import { column } from './column-kinds';
import { toExportColumns } from './export/export-columns';

describe('column kinds', () => {
  it('gives each kind its display, filter and sum traits', () => {
    expect(column.text('poliza', 'Póliza')).toEqual({ field: 'poliza', title: 'Póliza' });
    expect(column.integer('certificado', 'Certificado')).toEqual({
      field: 'certificado',
      title: 'Certificado',
      fieldFormat: 1,
    });
    expect(column.decimal('porcentaje', 'Porcentaje').fieldFormat).toBe(2);
    expect(column.logical('aporte', 'Aporte').fieldFormat).toBe(5);
    expect(column.date('fecha', 'Fecha')).toEqual({ field: 'fecha', title: 'Fecha', displayFormat: 4 });
    expect(column.period('devengo', 'Devengo')).toEqual({ field: 'devengo', title: 'Devengo', displayFormat: 6 });
    expect(column.periodNumber('periodo', 'Período')).toMatchObject({ displayFormat: 6, fieldFormat: 1 });
    expect(column.money('importe', 'Importe')).toEqual({ field: 'importe', title: 'Importe', displayFormat: 5 });
    expect(column.summedMoney('prima', 'Prima')).toEqual({
      field: 'prima',
      title: 'Prima',
      displayFormat: 5,
      summarize: true,
    });
    expect(column.amount('premio', 'Premio')).toEqual({
      field: 'premio',
      title: 'Premio',
      displayFormat: 5,
      fieldFormat: 3,
      summarize: true,
    });
  });

  it('lets a column add to or override its kind, without sharing the object between columns', () => {
    const hidden = column.date('emision', 'Fecha de emisión', { show: false, emptyText: '-' });
    expect(hidden).toEqual({
      field: 'emision',
      title: 'Fecha de emisión',
      displayFormat: 4,
      show: false,
      emptyText: '-',
    });
    expect(column.amount('prima', 'Prima', { summarize: false }).summarize).toBe(false);
    expect(column.date('a', 'A')).not.toBe(column.date('a', 'A'));
    expect(column.date('b', 'B').show).toBeUndefined();
  });

  it('exports a hidden column as the grid shows it: not at all', () => {
    const columns = [column.text('poliza', 'Póliza'), column.amount('premio', 'Premio', { show: false })];
    expect(toExportColumns(columns)).toEqual([{ title: 'Póliza', field: 'poliza', summarize: false, format: null }]);
  });
});
