export { orEmpty } from './empty';
export { formatMoney } from './money';
export { businessToday, businessDayOf, businessDayBound, formatDate, formatDateTime, type DateInput } from './dates';
export { toPeriod, formatPeriod, parsePeriod, monthsBefore, periodBounds } from './period';
export { toChatNumber, chatLink } from './phone';
