import { messages } from '../messages';

/** A report cell with no value reads '(SIN DATOS)' (000 §8); any other value goes to `format`. */
export function orEmpty<T>(value: T | null | undefined | '', format: (value: T) => string): string {
  if (value === null || value === undefined || value === '') return messages.emptyValue;
  return format(value as T);
}
