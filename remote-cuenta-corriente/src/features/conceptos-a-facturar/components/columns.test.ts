import { formatCell, toGridColumn } from '@portal/shared/report';
import { conceptColumns } from './columns';

describe('concepts columns', () => {
  const period = conceptColumns.find((c) => c.field === 'periodo')!;

  it('shows the period as its month and year, and filters it as a number as the server does', () => {
    expect(formatCell(period, 202410)).toBe('Octubre, 2024');
    expect(toGridColumn(period).type).toBe('number');
  });
});
