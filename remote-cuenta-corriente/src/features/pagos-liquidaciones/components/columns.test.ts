import { formatCell, toGridColumn, type ReportColumn } from '@portal/shared/report';
import { commissionDetailColumns, settlementDetailColumns } from '../../../components/settlement-details/columns';
import { paymentColumns } from './columns';

const column = (columns: ReportColumn[], field: string) => columns.find((c) => c.field === field)!;

describe('payments and settlements columns', () => {
  it("shows a settlement's Devengo as its month and year, not year × 100 + month", () => {
    expect(formatCell(column(settlementDetailColumns, 'Devengo'), 202410)).toBe('Octubre, 2024');
  });

  // The server takes number operators only on its number columns (api cuenta-corriente/queries.ts).
  it.each([
    ['numero', paymentColumns],
    ['Certificado', commissionDetailColumns],
    ['PorcComisionPrima', commissionDetailColumns],
    ['PorcComisionExcedente', commissionDetailColumns],
  ])('filters %s with number operators', (field, columns) => {
    expect(toGridColumn(column(columns, field)).type).toBe('number');
  });
});
