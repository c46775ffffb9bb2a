import { formatMoney } from './money';
import { formatPeriod } from './period';
import { orEmpty } from './empty';

describe('orEmpty', () => {
  it.each([null, undefined, ''] as const)('shows (SIN DATOS) for %p', (value) => {
    expect(orEmpty<number>(value, formatMoney)).toBe('(SIN DATOS)');
  });

  it('formats any other value, zero included', () => {
    expect(orEmpty(0, formatMoney)).toBe('$ 0,00');
    expect(orEmpty(202403, formatPeriod)).toBe('Marzo, 2024');
  });
});
