import { z } from '../zod';

const DIGITS = /^\d{1,15}$/;
const SIGNED_DIGITS = /^-?\d{1,15}$/;

export interface IntegerOptions {
  min?: number;
  max?: number;
  /** Only where a negative value means something (a sign is otherwise refused). */
  signed?: boolean;
  message?: string;
}

/**
 * Query strings, paths and form fields carry numbers as text. 001 §5 says digits only, so `0x10`, `1e1`,
 * `+5` and ` 3 ` are refused rather than read loosely as `z.coerce.number()` would; '' is a missing value.
 */
function fromText(signed: boolean) {
  const pattern = signed ? SIGNED_DIGITS : DIGITS;
  return (value: unknown) => {
    if (value === '') return undefined;
    return typeof value === 'string' && pattern.test(value) ? Number(value) : value;
  };
}

/**
 * The largest value of PostgreSQL's `integer` (int4), the type of every id and number column the contract's
 * integers reach: a larger one is the client's 400 here, never PostgreSQL's 'out of range for type integer'.
 */
export const INT4_MAX = 2_147_483_647;

function bounded({ min = 0, max = INT4_MAX, message }: IntegerOptions) {
  const m = message ? { message } : undefined;
  return z.number(m).int(m).min(min, m).max(max, m);
}

/** A required integer from a number or from digits (the contract's one way to read ids and counts), within int4 unless told. */
export function integer(options: IntegerOptions = {}) {
  return z.preprocess(fromText(options.signed ?? false), bounded(options));
}

/** The same, where a missing or empty value is allowed (it reads as `undefined`). */
export function optionalInteger(options: IntegerOptions = {}) {
  return z.preprocess(fromText(options.signed ?? false), bounded(options).optional());
}
