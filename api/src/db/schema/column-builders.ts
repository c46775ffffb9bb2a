import { integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** An instant: the schema keeps every timestamp with its time zone (timestamptz). */
export const timestamptz = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** A reference to the row this one belongs to: always set, and deleted with it. */
export const ownerId = <N extends string>(name: N, ref: () => AnyPgColumn) =>
  integer(name).notNull().references(ref, { onDelete: 'cascade' });

/** Money with its cents, read as a number: numeric(14,2); 16 digits for a sum insured and the dashboard's sums. */
export const money = <N extends string>(name: N, precision = 14) =>
  numeric(name, { precision, scale: 2, mode: 'number' }).notNull();

/** A percentage with two decimals (numeric(5,2)), read as a number. */
export const percentage = <N extends string>(name: N) =>
  numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull();
