import { businessToday, toPeriod } from '@portal/shared';

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

function periodOf(date: Date): number {
  return toPeriod(date.getFullYear(), date.getMonth() + 1);
}

/** 001 §5: debt-free periods are the last 12 months up to yesterday. */
export function debtFreePeriods(today: Date = businessToday()): number[] {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  const last = periodOf(yesterday);
  const year = Math.floor(last / 100);
  const month = last % 100;
  const first = month === 12 ? toPeriod(year, 1) : toPeriod(year - 1, month + 1);
  return periodsBetween(first, last);
}

/** 001 §5, §9: rubric periods from 202111 through the current month. */
const RUBRIC_FIRST_PERIOD = 202111;
export function rubricPeriods(today: Date = businessToday()): number[] {
  return periodsBetween(RUBRIC_FIRST_PERIOD, periodOf(today));
}
