/** A valid CUIT (check digit of 000 §5) with a given 8-digit body, formatted 99-99999999-9. */
export function validCuit(prefix: string, body: string): string {
  const digits = `${prefix}${body}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const r = 11 - (sum % 11);
  const check = r === 11 ? 0 : r === 10 ? 9 : r;
  return `${prefix}-${body}-${check}`;
}

/** A fresh 8-digit body per run so a registration never collides with an earlier one. */
export function uniqueBody(): string {
  return String(10_000_000 + (Date.now() % 89_999_999)).slice(0, 8);
}
