/** CUIT/CUIL helpers (000 §5): 11 digits, the last one a check digit over the first ten. */

const WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Keeps the digits only, so '20-17254359-7' and '20172543597' compare equal. */
export function normalizeCuit(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digit of the first ten digits: 11 - (Σ digit×weight mod 11), where 11 becomes 0 and 10 becomes 9. */
export function cuitCheckDigit(firstTen: string): number {
  if (!/^\d{10}$/.test(firstTen)) throw new Error(`expected 10 digits, got '${firstTen}'`);
  const sum = WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(firstTen[i]), 0);
  const digit = 11 - (sum % 11);
  if (digit === 11) return 0;
  if (digit === 10) return 9;
  return digit;
}

export function isValidCuit(value: string): boolean {
  const digits = normalizeCuit(value);
  if (digits.length !== 11 || digits !== value.replaceAll('-', '')) return false;
  return cuitCheckDigit(digits.slice(0, 10)) === Number(digits[10]);
}

/** The display mask 99-99999999-9. */
export function formatCuit(value: string): string {
  const d = normalizeCuit(value);
  return `${d.slice(0, 2)}-${d.slice(2, 10)}-${d.slice(10)}`;
}

/** A valid CUIT from a two-digit type prefix (20 male, 27 female, 30 company…) and a DNI of up to 8 digits. */
export function buildCuit(prefix: number, dni: number): string {
  const firstTen = `${prefix}`.padStart(2, '0') + `${dni}`.padStart(8, '0');
  return firstTen + cuitCheckDigit(firstTen);
}
