import { policyNumberOf } from './policy-number';

describe('policyNumberOf', () => {
  it('drops spaces and leading zeros, keeping a lone zero', () => {
    expect(policyNumberOf(' 000123 45 ')).toBe('12345');
    expect(policyNumberOf('12300')).toBe('12300');
    expect(policyNumberOf('000')).toBe('0');
  });
});
