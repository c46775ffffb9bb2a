import { toGridColumn } from '@portal/shared/report';
import { settlementColumns } from './settlement-columns';

describe('settlement columns', () => {
  // The server refuses text operators on its number columns (api cuenta-corriente/queries.ts movementColumns).
  it.each(['certificateNumber', 'percentage'])('filters %s with number operators', (field) => {
    expect(toGridColumn(settlementColumns.find((c) => c.field === field)!).type).toBe('number');
  });
});
