import dayjs from 'dayjs';
import { formatPeriod, monthName, monthsBefore, parsePeriod, periodBounds, periodsBetween, toPeriod } from './period';

describe('toPeriod', () => {
  it('encodes a year and month as year*100+month', () => {
    expect(toPeriod(2024, 3)).toBe(202403);
    expect(toPeriod(2021, 11)).toBe(202111);
  });
});

describe('monthName', () => {
  it('names the twelve months in Spanish, capitalised', () => {
    expect(Array.from({ length: 12 }, (_, i) => monthName(i + 1))).toEqual([
      'Enero',
      'Febrero',
      'Marzo',
      'Abril',
      'Mayo',
      'Junio',
      'Julio',
      'Agosto',
      'Septiembre',
      'Octubre',
      'Noviembre',
      'Diciembre',
    ]);
  });
});

describe('formatPeriod', () => {
  it.each([
    [202403, 'Marzo, 2024'],
    [202101, 'Enero, 2021'],
    [202109, 'Septiembre, 2021'],
    [202312, 'Diciembre, 2023'],
  ])('shows %p as %p: Spanish month, capitalised, then the year', (period, text) => {
    expect(formatPeriod(period)).toBe(text);
  });

  it.each([202400, 202413, 2024, 202403.5, Number.NaN])('shows (SIN DATOS) for %p, which is not a period', (period) => {
    expect(formatPeriod(period)).toBe('(SIN DATOS)');
  });

  it('sets the Spanish locale on dayjs for every app', () => {
    expect(dayjs.locale()).toBe('es');
  });
});

describe('parsePeriod', () => {
  it('reads back the text formatPeriod writes', () => {
    expect(parsePeriod('Marzo, 2024')).toBe(202403);
    for (let month = 1; month <= 12; month++) {
      expect(parsePeriod(formatPeriod(toPeriod(2022, month)))).toBe(toPeriod(2022, month));
    }
  });

  it('ignores letter case, the comma and surrounding blanks', () => {
    expect(parsePeriod('  DICIEMBRE 2023 ')).toBe(202312);
  });

  it.each(['', 'Marzo', '2024', 'March, 2024', 'Marzo, 24'])('returns null for %p', (text) => {
    expect(parsePeriod(text)).toBeNull();
  });
});

describe('periodsBetween', () => {
  it('lists periods newest first across a year change', () => {
    expect(periodsBetween(202311, 202402)).toEqual([202402, 202401, 202312, 202311]);
    expect(periodsBetween(202511, 202602)).toEqual([202602, 202601, 202512, 202511]);
  });
});

describe('monthsBefore and periodBounds', () => {
  it('lists the months before today’s, the previous one first, across a year', () => {
    expect(monthsBefore(3, new Date(2026, 1, 15))).toEqual([202601, 202512, 202511]);
    expect(monthsBefore(12, new Date(2026, 10, 24))).toHaveLength(12);
    expect(monthsBefore(12, new Date(2026, 10, 24))[0]).toBe(202610);
  });

  it('bounds a period by its first and last day, leap years included', () => {
    expect(periodBounds(202402)).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodBounds(202610)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });
});
