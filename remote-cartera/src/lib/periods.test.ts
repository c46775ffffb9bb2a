import { periodsBetween } from '@portal/shared';
import { debtFreePeriods, rubricPeriods } from './periods';

describe('periods', () => {
  it('offers the debt-free certificate for the last 12 months up to yesterday', () => {
    expect(debtFreePeriods(new Date(2024, 2, 15))).toEqual(periodsBetween(202304, 202403));
    // On the first of the month yesterday is still last month.
    expect(debtFreePeriods(new Date(2024, 2, 1))[0]).toBe(202402);
    expect(debtFreePeriods(new Date(2024, 2, 1))).toHaveLength(12);
  });

  it('offers the rubric from November 2021 through the current month', () => {
    const list = rubricPeriods(new Date(2022, 1, 10));
    expect(list[0]).toBe(202202);
    expect(list[list.length - 1]).toBe(202111);
    expect(list).toHaveLength(4);
  });
});
