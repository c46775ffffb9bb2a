import { toGridColumn } from '@portal/shared/report';
import { debtorColumns } from './debtor-columns';

const column = (field: string) => debtorColumns.find((c) => c.field === field)!;

describe('the debtors grid columns', () => {
  it("filters the server's numeric columns with number operators, not text ones", () => {
    for (const field of ['certificateNumber', 'daysExpiredAmount', 'changeFactor', 'yearMonth', 'outstandingBalance']) {
      expect(toGridColumn(column(field)).type).toBe('number');
    }
    expect(toGridColumn(column('receiptNumber')).type).toBe('string');
  });
});
