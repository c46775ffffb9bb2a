import { DEBTORS_FIRST_PERIOD, debtorPeriods } from './periods';

describe('debtor periods', () => {
  it('run from August 2021 to the month of yesterday, newest first', () => {
    const list = debtorPeriods(new Date(2026, 10, 23));
    expect(list[0]).toBe(202611);
    expect(list[list.length - 1]).toBe(DEBTORS_FIRST_PERIOD);
    expect(list).toHaveLength(64);
  });

  it("end with the previous month on a month's first day", () => {
    expect(debtorPeriods(new Date(2026, 11, 1))[0]).toBe(202611);
    expect(debtorPeriods(new Date(2027, 0, 1))[0]).toBe(202612);
  });
});
