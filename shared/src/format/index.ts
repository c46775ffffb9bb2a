export { orEmpty } from './empty';
export { formatMoney } from './money';
export { isCalendarDay, typedDayToIso } from './calendar-day';
export {
  businessToday,
  businessDayOf,
  businessDayBound,
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
  type DateInput,
} from './dates';
export { toPeriod, monthName, formatPeriod, parsePeriod, monthsBefore, periodBounds, periodsBetween } from './period';
export { toChatNumber, chatLink } from './phone';
