import { buildCuit, cuitCheckDigit, formatCuit, isValidCuit, normalizeCuit } from './cuit';

describe('cuit', () => {
  it.each(['20-17254359-7', '27-30111222-5', '20-33444555-1', '20172543597', '30-50001091-2'])(
    'accepts the valid CUIT %s',
    (cuit) => expect(isValidCuit(cuit)).toBe(true),
  );

  it.each(['20-17254359-8', '2017254359', '201725435970', '20 17254359 7', 'ab-cdefghij-k', ''])(
    'rejects %p',
    (cuit) => expect(isValidCuit(cuit)).toBe(false),
  );

  it('maps a result of 11 to 0 and of 10 to 9', () => {
    expect(cuitCheckDigit('0000000000')).toBe(0); // Σ = 0 → 11 - 0 = 11 → 0
    expect(cuitCheckDigit('0000000006')).toBe(9); // Σ = 6·2 = 12 → 11 - 1 = 10 → 9
    expect(cuitCheckDigit('2017254359')).toBe(7);
  });

  it('builds valid CUITs from a prefix and a DNI', () => {
    for (const dni of [1, 17254359, 30111222, 44999999]) expect(isValidCuit(buildCuit(20, dni))).toBe(true);
    expect(buildCuit(20, 17254359)).toBe('20172543597');
  });

  it('formats and normalizes with the 99-99999999-9 mask', () => {
    expect(formatCuit('20172543597')).toBe('20-17254359-7');
    expect(normalizeCuit('20-17254359-7')).toBe('20172543597');
  });
});
