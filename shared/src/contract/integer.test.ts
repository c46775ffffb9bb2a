import { z } from '../zod';
import { integer, optionalInteger } from './integer';

describe('integer fields', () => {
  it.each(['0x10', '1e1', '+5', ' 3 ', '3.0', '-3', '١٢', 'NaN'])('refuses %j as an integer', (text) => {
    expect(integer().safeParse(text).success).toBe(false);
    expect(optionalInteger().safeParse(text).success).toBe(false);
  });

  it('reads digits and numbers', () => {
    expect(integer().parse('16')).toBe(16);
    expect(integer().parse(16)).toBe(16);
    expect(integer({ signed: true, min: -10 }).parse('-3')).toBe(-3);
  });

  it('treats an empty value as missing and leaves null to the schema', () => {
    expect(integer().safeParse(null).success).toBe(false);
    expect(optionalInteger().nullable().parse(null)).toBeNull();
    expect(integer().safeParse('').success).toBe(false);
    expect(optionalInteger().parse('')).toBeUndefined();
    expect(z.object({ id: optionalInteger() }).parse({})).toEqual({});
  });

  it('keeps the bounds', () => {
    expect(integer({ min: 1 }).safeParse('0').success).toBe(false);
    expect(integer().safeParse('99999999999').success).toBe(false);
  });
});
