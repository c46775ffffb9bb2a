import { isCalendarDay, typedDayToIso } from './calendar-day';

describe('calendar days', () => {
  it('are YYYY-MM-DD days that exist (Date.parse would take 2026-02-31 as 3 March)', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-00-10')).toBe(false);
    expect(isCalendarDay('2026-1-1')).toBe(false);
    expect(isCalendarDay('2026-01-01T00:00:00Z')).toBe(false);
  });

  it('are typed as DD/MM/YYYY', () => {
    expect(typedDayToIso('24/12/2026')).toBe('2026-12-24');
    expect(typedDayToIso(' 01/03/2026 ')).toBe('2026-03-01');
    expect(typedDayToIso('31/02/2026')).toBeNull();
    expect(typedDayToIso('12/24/2026')).toBeNull();
    expect(typedDayToIso('2026-12-24')).toBeNull();
    expect(typedDayToIso('1/3/2026')).toBeNull();
  });
});
