/**
 * CUIT/CUIL (000 §5): 11 digits once dashes are removed, shown as 99-99999999-9, last digit a check
 * digit over the first ten. The one rule of the portal: the screens and the api both use it.
 */

// Weights 2..7 cycling from the right-hand end of the first ten digits.
const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** The CUIT as the contract sends it: the mask's dashes removed. */
export function normalizeCuit(value: string): string {
  return value.replace(/-/g, '');
}

/** The digits of a typed identity, whatever separates them ('20 17254359 7' → '20172543597'). */
export function cuitDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * Check digit for the first ten digits: 11 minus the weighted sum modulo 11, where 11 becomes 0 and,
 * as the spec states it, 10 becomes 9.
 */
export function cuitCheckDigit(firstTenDigits: string): number {
  if (!/^\d{10}$/.test(firstTenDigits)) throw new Error(`expected 10 digits, got '${firstTenDigits}'`);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstTenDigits[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}

export function isValidCuit(value: string): boolean {
  const digits = normalizeCuit(value);
  if (!/^\d{11}$/.test(digits)) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** 20172543597 → 20-17254359-7; anything that is not 11 digits is returned as given. */
export function formatCuit(value: string): string {
  const digits = normalizeCuit(value);
  if (!/^\d{11}$/.test(digits)) return value;
  return `${digits.slice(0, 2)}-${digits.slice(2, 10)}-${digits.slice(10)}`;
}

/**
 * Mask for an input while it is typed: keeps up to 11 digits and adds each dash once the digit after
 * it exists, so deleting backwards never gets stuck on a dash.
 */
export function maskCuitInput(value: string): string {
  const digits = cuitDigits(value).slice(0, 11);
  return [digits.slice(0, 2), digits.slice(2, 10), digits.slice(10)].filter(Boolean).join('-');
}

/** A valid CUIT from a two-digit type prefix (20 male, 27 female, 30 company…) and a DNI of up to 8 digits. */
export function buildCuit(prefix: number, dni: number): string {
  const firstTen = `${prefix}`.padStart(2, '0') + `${dni}`.padStart(8, '0');
  return firstTen + cuitCheckDigit(firstTen);
}
