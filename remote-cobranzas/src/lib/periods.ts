import { businessToday, toPeriod } from '@portal/shared';

/** 001 §9: debtor periods start in August 2021. */
export const DEBTORS_FIRST_PERIOD = 202108;

/** Periods (year×100+month) from `first` through `last`, newest first. */
export function periodsBetween(first: number, last: number): number[] {
  const list: number[] = [];
  let year = Math.floor(last / 100);
  let month = last % 100;
  while (toPeriod(year, month) >= first) {
    list.push(toPeriod(year, month));
    month -= 1;
    if (month === 0) {
      month = 12;
      year -= 1;
    }
  }
  return list;
}

/** 001 §5: debtor periods from August 2021 to yesterday's month, newest first. */
export function debtorPeriods(today: Date = businessToday()): number[] {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return periodsBetween(DEBTORS_FIRST_PERIOD, toPeriod(yesterday.getFullYear(), yesterday.getMonth() + 1));
}
