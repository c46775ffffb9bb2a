import { buildCuit, cuitCheckDigit, cuitDigits, formatCuit, isValidCuit, maskCuitInput, normalizeCuit } from './cuit';

describe('normalizeCuit', () => {
  it('removes the dashes of a masked CUIT', () => {
    expect(normalizeCuit('20-17254359-7')).toBe('20172543597');
  });
});

describe('cuitDigits', () => {
  it('keeps the digits of a typed identity whatever separates them', () => {
    expect(cuitDigits('20-17254359-7')).toBe('20172543597');
    expect(cuitDigits(' 20 17254359 7 ')).toBe('20172543597');
  });
});

describe('cuitCheckDigit', () => {
  it('is 11 minus the weighted sum modulo 11', () => {
    // 2·5+0·4+1·3+7·2+2·7+5·6+4·5+3·4+5·3+9·2 = 136; 136 mod 11 = 4; 11 − 4 = 7
    expect(cuitCheckDigit('2017254359')).toBe(7);
  });

  it('turns a result of 11 (sum divisible by 11) into 0', () => {
    // 2·5+3·3+7·2 = 33
    expect(cuitCheckDigit('2030000007')).toBe(0);
  });

  it('turns a result of 10 (sum modulo 11 is 1) into 9', () => {
    // 2·5+3·3+2·2 = 23; 23 mod 11 = 1
    expect(cuitCheckDigit('2030000002')).toBe(9);
    // Σ = 6·2 = 12 → 11 − 1 = 10 → 9
    expect(cuitCheckDigit('0000000006')).toBe(9);
  });

  it('refuses anything but ten digits', () => {
    expect(() => cuitCheckDigit('20172543597')).toThrow();
    expect(() => cuitCheckDigit('20-1725435')).toThrow();
  });
});

describe('isValidCuit', () => {
  it.each(['20-17254359-7', '27-30111222-5', '20-33444555-1', '30-50001091-2'])('accepts the CUIT %s', (cuit) => {
    expect(isValidCuit(cuit)).toBe(true);
  });

  it('accepts a CUIT typed without dashes', () => {
    expect(isValidCuit('20172543597')).toBe(true);
  });

  it('accepts a CUIT whose check digit is 0 because the result was 11', () => {
    expect(isValidCuit('20-30000007-0')).toBe(true);
  });

  it('accepts a CUIT whose check digit is 9 because the result was 10', () => {
    expect(isValidCuit('20-30000002-9')).toBe(true);
  });

  it.each(['20-17254359-6', '27-30111222-4', '20-33444555-0'])('rejects %s, whose check digit is wrong', (cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });

  it.each([
    ['empty', ''],
    ['ten digits', '2017254359'],
    ['twelve digits', '201725435970'],
    ['letters', '20-1725435X-7'],
    ['letters only', 'ab-cdefghij-k'],
    ['spaces instead of dashes', '20 17254359 7'],
  ])('rejects a value with %s', (_, cuit) => {
    expect(isValidCuit(cuit)).toBe(false);
  });
});

describe('buildCuit', () => {
  it('builds a valid CUIT from a prefix and a DNI', () => {
    for (const dni of [1, 17254359, 30111222, 44999999]) expect(isValidCuit(buildCuit(20, dni))).toBe(true);
    expect(buildCuit(20, 17254359)).toBe('20172543597');
  });
});

describe('formatCuit', () => {
  it('masks 11 digits as 99-99999999-9', () => {
    expect(formatCuit('20172543597')).toBe('20-17254359-7');
  });

  it('leaves an already masked CUIT as it is', () => {
    expect(formatCuit('20-17254359-7')).toBe('20-17254359-7');
  });

  it('returns a value that is not 11 digits unchanged', () => {
    expect(formatCuit('2017')).toBe('2017');
  });
});

describe('maskCuitInput', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['20', '20'],
    ['201', '20-1'],
    ['2017254359', '20-17254359'],
    ['20172543597', '20-17254359-7'],
  ])('masks the partial input %p as %p', (typed, masked) => {
    expect(maskCuitInput(typed)).toBe(masked);
  });

  it('drops a trailing dash so deleting backwards removes digits', () => {
    expect(maskCuitInput('20-')).toBe('20');
  });

  it('ignores anything but digits and stops at 11 digits', () => {
    expect(maskCuitInput('20a-1725 4359-78')).toBe('20-17254359-7');
  });
});
