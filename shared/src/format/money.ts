import { messages } from '../messages';

const amount = new Intl.NumberFormat('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * '$ 1.234,56' (000 §9). Negative amounts put the sign before the symbol, '-$ 1.234,56', as
 * Intl's es-AR currency format does. The text is built from the es-AR number format rather than
 * Intl's currency style because that style puts a no-break space after '$' and its spacing has varied
 * between ICU versions; an amount that rounds to zero never shows a minus sign.
 */
export function formatMoney(value: number): string {
  if (!Number.isFinite(value)) return messages.emptyValue;
  const digits = amount.format(Math.abs(value));
  const negative = value < 0 && digits !== amount.format(0);
  return `${negative ? '-' : ''}$ ${digits}`;
}
