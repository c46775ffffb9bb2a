import dayjs from 'dayjs';
import {
  businessDayBound,
  businessDayOf,
  businessToday,
  formatDate,
  formatDateTime,
  formatDateTimeMinutes,
} from './dates';

// jest.config.js runs the tests in Buenos Aires time (UTC−3).
describe('formatDate', () => {
  it.each([
    ['a date-only ISO string', '2024-03-05', '05/03/2024'],
    ['a local ISO date-time', '2024-03-05T23:59:59', '05/03/2024'],
    ['an ISO date-time in UTC, shown in local time', '2024-03-05T02:00:00Z', '04/03/2024'],
    ['a Date', new Date(2024, 11, 31, 10, 0), '31/12/2024'],
    ['a dayjs value from a date picker', dayjs('2024-01-09'), '09/01/2024'],
  ])('shows %s as DD/MM/YYYY', (_, value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['text that is not a date', 'mañana'],
    ['an invalid Date', new Date('x')],
  ])('shows (SIN DATOS) for %s', (_, value) => {
    expect(formatDate(value)).toBe('(SIN DATOS)');
  });

  it('shows (SIN DATOS) for a day that does not exist rather than rolling it over', () => {
    expect(formatDate('2024-02-30')).toBe('(SIN DATOS)');
    expect(formatDate('2023-02-29')).toBe('(SIN DATOS)');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('does not guess the order of a non-ISO date like 05/03/2024', () => {
    expect(formatDate('05/03/2024')).toBe('(SIN DATOS)');
  });

  it('shows the text a screen chooses for a missing date', () => {
    expect(formatDate(null, '-')).toBe('-');
  });
});

describe('formatDateTimeMinutes', () => {
  it("writes DD/MM/YYYY HH:mm, an instant in the browser's time", () => {
    expect(formatDateTimeMinutes('2024-03-05T18:07:09')).toBe('05/03/2024 18:07');
    expect(formatDateTimeMinutes('2024-03-05T12:00:59.000Z')).toBe('05/03/2024 09:00');
    expect(formatDateTimeMinutes(null)).toBe('(SIN DATOS)');
    expect(formatDateTimeMinutes('2024-02-30T10:00')).toBe('(SIN DATOS)');
  });
});

describe('formatDateTime', () => {
  it('shows DD/MM/YYYY HH:mm:ss on a 24-hour clock', () => {
    expect(formatDateTime('2024-03-05T18:07:09')).toBe('05/03/2024 18:07:09');
    expect(formatDateTime(new Date(2024, 0, 2, 3, 4, 5))).toBe('02/01/2024 03:04:05');
  });

  it('converts a UTC time to local time', () => {
    expect(formatDateTime('2024-03-05T12:00:00.000Z')).toBe('05/03/2024 09:00:00');
  });

  it('shows (SIN DATOS) for a missing or invalid date', () => {
    expect(formatDateTime(undefined)).toBe('(SIN DATOS)');
    expect(formatDateTime('2024-13-45T99:00')).toBe('(SIN DATOS)');
  });
});

describe('businessToday', () => {
  const ymd = (d: Date) => [d.getFullYear(), d.getMonth() + 1, d.getDate()];

  it("is Buenos Aires' date: still the 24th at 00:15 UTC on the 25th, the 25th from 03:00 UTC", () => {
    expect(ymd(businessToday(new Date('2026-11-25T00:15:00Z')))).toEqual([2026, 11, 24]);
    expect(ymd(businessToday(new Date('2026-11-25T02:59:59Z')))).toEqual([2026, 11, 24]);
    expect(ymd(businessToday(new Date('2026-11-25T03:00:00Z')))).toEqual([2026, 11, 25]);
  });

  it('turns the month and the year with Buenos Aires, not with UTC', () => {
    expect(ymd(businessToday(new Date('2027-01-01T01:00:00Z')))).toEqual([2026, 12, 31]);
  });
});

describe('businessDayOf and businessDayBound', () => {
  it("read and write a day's bounds on Buenos Aires time, whatever the browser's zone", () => {
    expect(businessDayBound('2026-11-25', 'start')).toBe('2026-11-25T03:00:00.000Z');
    expect(businessDayBound('2026-11-25', 'end')).toBe('2026-11-26T02:59:59.000Z');
    expect(businessDayOf(businessDayBound('2026-11-25', 'start'))).toBe('2026-11-25');
    expect(businessDayOf(businessDayBound('2026-11-25', 'end'))).toBe('2026-11-25');
  });
});
