import { toGridColumn } from '@portal/shared/report';
import { pendingColumns } from './pending-columns';

const gridType = (field: string) => toGridColumn(pendingColumns.find((c) => c.field === field)!).type;

describe('pending commission columns', () => {
  // The server takes number operators on the certificate and yes/no on the extraordinary contribution.
  it('filters the certificate as a number and the extraordinary contribution as yes or no', () => {
    expect(gridType('certificado')).toBe('number');
    expect(gridType('aporteExtraordinario')).toBe('boolean');
  });
});
