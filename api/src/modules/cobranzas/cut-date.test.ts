import { cutDateOf, isBusinessDay, nationalHolidays, periodOfDay } from './cut-date';

describe('the cut date of a debtors period (last business day in Argentina)', () => {
  it('is the last day of the month when that is a working weekday', () => {
    expect(cutDateOf(202108)).toBe('2021-08-31');
    expect(cutDateOf(202611)).toBe('2026-11-30');
    expect(cutDateOf(202501)).toBe('2025-01-31');
  });

  it('goes back to Friday when the month ends on a weekend', () => {
    expect(cutDateOf(202610)).toBe('2026-10-30'); // Saturday 31
    expect(cutDateOf(202605)).toBe('2026-05-29'); // Sunday 31
  });

  it('skips a national holiday on the last day: Carnival Monday 28 February 2022 cuts on Friday 25', () => {
    expect(cutDateOf(202202)).toBe('2022-02-25');
  });

  it('skips Good Friday after a weekend month end, but Holy Thursday is not a national holiday', () => {
    // March 2024 ends on Sunday 31; Friday 29 was Good Friday; Thursday 28 a working day.
    expect(cutDateOf(202403)).toBe('2024-03-28');
  });

  it("keeps 31 December: the library's 'Fin del Año' is optional, not a national holiday", () => {
    expect(cutDateOf(202112)).toBe('2021-12-31');
  });

  it('handles February of a leap year and December into the next year', () => {
    expect(cutDateOf(202402)).toBe('2024-02-29');
    expect(cutDateOf(202612)).toBe('2026-12-31');
  });

  it('refuses a month outside 1–12', () => {
    expect(() => cutDateOf(202613)).toThrow(RangeError);
    expect(() => cutDateOf(202600)).toThrow(RangeError);
  });

  it('knows the national holidays, moved ones included, offline', () => {
    const h2026 = nationalHolidays(2026);
    expect(h2026.has('2026-07-09')).toBe(true);
    expect(h2026.has('2026-11-23')).toBe(true); // Soberanía Nacional, moved to Monday
    expect(h2026.has('2026-04-03')).toBe(true); // Good Friday
    expect(isBusinessDay('2026-11-23')).toBe(false);
    expect(isBusinessDay('2026-11-24')).toBe(true);
    expect(isBusinessDay('2026-11-22')).toBe(false); // Sunday
  });

  it('reads the period of a day', () => {
    expect(periodOfDay('2026-11-23')).toBe(202611);
  });
});
