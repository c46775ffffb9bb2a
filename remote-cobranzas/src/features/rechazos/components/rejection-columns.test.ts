import { DISPLAY_FORMAT, toGridColumn } from '@portal/shared/report';
import { rejectionColumns } from './rejection-columns';

const column = (field: string) => rejectionColumns.find((c) => c.field === field)!;

describe('the rejections grid columns', () => {
  it('sums every money column (001 §4), the last contribution amount included', () => {
    const money = rejectionColumns.filter((c) => c.displayFormat === DISPLAY_FORMAT.money);
    expect(money.map((c) => c.field)).toEqual(['amount', 'premium', 'lastContributionAmount', 'policyBalance']);
    for (const c of money) expect(c.summarize).toBe(true);
  });

  it("filters the server's numeric columns with number operators, not text ones", () => {
    for (const field of ['certificateNumber', 'amount', 'lastContributionAmount'])
      expect(toGridColumn(column(field)).type).toBe('number');
    expect(toGridColumn(column('policyNumber')).type).toBe('string');
  });
});
