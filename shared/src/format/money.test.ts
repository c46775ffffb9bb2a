import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.56, '$ 1.234,56'],
    [0, '$ 0,00'],
    [12, '$ 12,00'],
    [0.5, '$ 0,50'],
    [1234567.891, '$ 1.234.567,89'],
  ])('shows %p as %p: es-AR separators and two decimals', (value, text) => {
    expect(formatMoney(value)).toBe(text);
  });

  it('puts the minus sign before the currency symbol', () => {
    expect(formatMoney(-1234.56)).toBe('-$ 1.234,56');
  });

  it('never shows a minus sign on an amount that rounds to zero', () => {
    expect(formatMoney(-0)).toBe('$ 0,00');
    expect(formatMoney(-0.001)).toBe('$ 0,00');
  });

  it('separates the symbol with a plain space', () => {
    expect(formatMoney(1)).toBe('$\u00201,00');
  });

  it('shows (SIN DATOS) for a number that is not an amount', () => {
    expect(formatMoney(Number.NaN)).toBe('(SIN DATOS)');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('(SIN DATOS)');
  });
});
