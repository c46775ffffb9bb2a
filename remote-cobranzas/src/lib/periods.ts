import { businessToday, periodsBetween, toPeriod } from '@portal/shared';

/** 001 §9: debtor periods start in August 2021. */
export const DEBTORS_FIRST_PERIOD = 202108;

/** 001 §5: debtor periods from August 2021 to yesterday's month, newest first. */
export function debtorPeriods(today: Date = businessToday()): number[] {
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  return periodsBetween(DEBTORS_FIRST_PERIOD, toPeriod(yesterday.getFullYear(), yesterday.getMonth() + 1));
}
