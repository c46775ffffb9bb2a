import { z } from '../zod';
import { INT4_MAX, integer, optionalInteger } from './integer';

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

  it("stays within PostgreSQL's integer column unless told otherwise", () => {
    expect(integer().parse(INT4_MAX)).toBe(2_147_483_647);
    expect(integer().parse('2147483647')).toBe(2_147_483_647);
    for (const over of [INT4_MAX + 1, '2147483648', 1e20]) {
      expect(integer().safeParse(over).success).toBe(false);
      expect(optionalInteger().safeParse(over).success).toBe(false);
    }
    expect(integer({ message: 'El identificador es inválido' }).safeParse('2147483648').error?.issues[0].message).toBe(
      'El identificador es inválido',
    );
  });
});
