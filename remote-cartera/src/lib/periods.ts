import { businessToday, periodsBetween, toPeriod } from '@portal/shared';

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
