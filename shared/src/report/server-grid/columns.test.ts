import { applyColumnView, formatCell, toGridColumn, visibilityModel } from './columns';
import { DISPLAY_FORMAT, FIELD_FORMAT, type ReportColumn } from '../types';

const date: ReportColumn = { title: 'Emisión', field: 'issueDate', displayFormat: 4 };
const money: ReportColumn = { title: 'Premio', field: 'premium', displayFormat: 5 };
const text: ReportColumn = { title: 'Estado', field: 'status' };

describe('formatCell', () => {
  it('shows dates (displayFormat 4) as DD/MM/YYYY', () => {
    expect(formatCell(date, '2024-03-05')).toBe('05/03/2024');
  });

  it("shows money (displayFormat 5) as '$ 1.234,56'", () => {
    expect(formatCell(money, 1234.56)).toBe('$ 1.234,56');
    expect(formatCell(money, '1234.5')).toBe('$ 1.234,50');
  });

  it("shows '(SIN DATOS)' for empty values", () => {
    for (const value of [null, undefined, '', '  ']) expect(formatCell(text, value)).toBe('(SIN DATOS)');
  });

  it('shows the label of a coded value when the screen gives a labels map', () => {
    expect(formatCell(text, 0, { status: { '0': 'VIGENTE' } })).toBe('VIGENTE');
  });
});

describe('toGridColumn', () => {
  it('takes title, tooltip, width, sortable and filterable from the definition', () => {
    const col = toGridColumn({
      title: 'Póliza',
      field: 'policyNumber',
      tooltip: 'Número',
      width: 90,
      sortable: false,
      filterable: false,
    });
    expect(col).toMatchObject({
      field: 'policyNumber',
      headerName: 'Póliza',
      description: 'Número',
      width: 90,
      sortable: false,
      filterable: false,
    });
  });

  it('right-aligns money columns and filters them as numbers', () => {
    expect(toGridColumn(money)).toMatchObject({ type: 'number', align: 'right' });
  });

  it('filters date columns as dates, reading the day as a local day', () => {
    const col = toGridColumn(date);
    expect(col.type).toBe('date');
    const value = (col.valueGetter as unknown as (v: unknown) => Date | null)('2024-03-05');
    expect(value?.getDate()).toBe(5);
    expect((col.valueFormatter as unknown as (v: unknown) => string)(value)).toBe('05/03/2024');
  });
});

describe('toGridColumn filter types (the operators the server takes for its column)', () => {
  it('filters integer and decimal columns as numbers, logical ones as yes/no that still read Sí / No', () => {
    expect(toGridColumn({ title: 'Certificado', field: 'certificado', fieldFormat: FIELD_FORMAT.integer }).type).toBe(
      'number',
    );
    expect(toGridColumn({ title: '%', field: 'percentage', fieldFormat: FIELD_FORMAT.decimal }).type).toBe('number');
    const logical = toGridColumn({ title: 'Aporte', field: 'aporte', fieldFormat: FIELD_FORMAT.logical });
    expect(logical.type).toBe('boolean');
    expect((logical.renderCell as unknown as (p: { formattedValue: string }) => string)({ formattedValue: 'Sí' })).toBe(
      'Sí',
    );
  });

  it('filters a coded column by choosing one of its labels, and a plain one as text', () => {
    const col = toGridColumn(
      { title: 'Tipo', field: 'tipoRegistro', fieldFormat: FIELD_FORMAT.integer },
      { tipoRegistro: { 1: 'Pago', 2: 'Liquidación' } },
    );
    expect(col).toMatchObject({
      type: 'singleSelect',
      valueOptions: [
        { value: 1, label: 'Pago' },
        { value: 2, label: 'Liquidación' },
      ],
    });
    expect(toGridColumn(text).type).toBe('string');
  });
});

describe('formatCell, periods and empty texts', () => {
  it("shows a period as 'Month, year' and an empty cell as the column's own text when it has one", () => {
    expect(formatCell({ field: 'periodo', displayFormat: DISPLAY_FORMAT.period }, 202403)).toBe('Marzo, 2024');
    expect(formatCell({ field: 'issueDate', displayFormat: DISPLAY_FORMAT.date, emptyText: '-' }, null)).toBe('-');
    expect(formatCell({ field: 'issueDate', displayFormat: DISPLAY_FORMAT.date }, null)).toBe('(SIN DATOS)');
  });
});

describe('column visibility and saved views', () => {
  it('hides columns whose definition says show: false', () => {
    expect(visibilityModel([text, { ...money, show: false }])).toEqual({ premium: false });
  });

  it('orders and shows columns as the saved view says, unknown columns last', () => {
    const extra: ReportColumn = { title: 'Nuevo', field: 'extra' };
    const result = applyColumnView(
      [date, money, text, extra],
      [
        { name: 'status', title: 'Estado', index: 0, show: true },
        { name: 'premium', title: 'Premio', index: 1, show: false },
        { name: 'issueDate', title: 'Emisión', index: 2, show: true },
      ],
    );
    expect(result.map((c) => [c.field, c.show])).toEqual([
      ['status', true],
      ['premium', false],
      ['issueDate', true],
      ['extra', undefined],
    ]);
  });
});
