import { z } from '../zod';
import { calendarDay, INVALID_DATE, requestDay } from './day';
import { dateInput } from './report-fields';

describe('a day of a request', () => {
  it('is YYYY-MM-DD, or an ISO date-time read as its day in Buenos Aires (UTC−3)', () => {
    expect(requestDay('2026-11-28')).toBe('2026-11-28');
    expect(requestDay('2026-11-28T05:21:18.704Z')).toBe('2026-11-28');
    expect(requestDay('2026-11-28T01:30:00Z')).toBe('2026-11-27');
    expect(requestDay('2026-11-28T02:59:59.999Z')).toBe('2026-11-27');
    expect(requestDay('2026-11-28T03:00:00Z')).toBe('2026-11-28');
    expect(requestDay('2026-11-27T23:30:00-03:00')).toBe('2026-11-27');
    expect(requestDay('2026-11-28T01:30:00+02:00')).toBe('2026-11-27');
  });

  it.each([
    '2026-02-31',
    '2026-02-31T10:00:00Z',
    '2026-02-29T12:00:00Z',
    '2026-13-01',
    '2026-11-28T24:00:00Z',
    '2026-11-28T10:00',
    '2026-11-28 10:00:00Z',
    '28/11/2026',
    'mañana',
    '',
  ])('refuses %j', (text) => {
    expect(requestDay(text)).toBeNull();
    const result = calendarDay().safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([INVALID_DATE]);
  });

  it("answers the day, and a missing day gets the form's own message", () => {
    expect(calendarDay().parse('2026-11-28T01:30:00Z')).toBe('2026-11-27');
    const required = z.object({ day: calendarDay(INVALID_DATE, 'Debe completar todos los campos obligatorios') });
    for (const missing of [{}, { day: '' }]) {
      expect(required.safeParse(missing).error?.issues.map((i) => i.message)).toEqual([
        'Debe completar todos los campos obligatorios',
      ]);
    }
    expect(required.safeParse({ day: '2026-02-31' }).error?.issues.map((i) => i.message)).toEqual([INVALID_DATE]);
  });

  it('of a report search also takes DD/MM/YYYY, and empty is none', () => {
    expect(dateInput.parse('27/11/2026')).toBe('2026-11-27');
    expect(dateInput.parse('2026-11-28T01:30:00Z')).toBe('2026-11-27');
    expect(dateInput.parse('')).toBeNull();
    expect(dateInput.safeParse('31/02/2026').success).toBe(false);
    expect(dateInput.safeParse('2026-02-31T10:00:00Z').success).toBe(false);
  });
});
