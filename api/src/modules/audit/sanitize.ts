import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * What makes every audit record storable whatever a request carried (issue 36 §2): PostgreSQL's text holds
 * no NUL, and a lone UTF-16 surrogate (what invalid UTF-8 or a cut surrogate pair leaves in a JS string) is
 * refused inside the JSON the batch travels in ('unsupported Unicode escape sequence'), which failed the whole
 * batch. Both are written as their visible escape (`\u0000`, `\ud800`), as JSON.stringify writes them in the
 * parameters column; a value longer than its column is cut, and the cut says so.
 */

/** Ends a value that was cut to fit its column. */
export const CUT_MARK = '…[recortado]';
/** The bound of a column without a size (`text`): a stack trace or a message may carry a whole 1 MB value. */
export const UNSIZED_TEXT_LIMIT = 8000;

const SUSPECT = /[\0\uD800-\uDFFF]/;
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const escape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `value` without NUL or lone surrogates, at most `limit` characters (code points, as PostgreSQL counts them). */
export function storableText(value: string, limit: number): string {
  const text = SUSPECT.test(value) ? value.replace(UNSTORABLE, escape) : value;
  // Code points never outnumber UTF-16 units: only a longer string needs counting.
  if (text.length <= limit) return text;
  const mark = limit > 4 * CUT_MARK.length ? CUT_MARK : '…';
  const keep = Math.max(0, limit - mark.length);
  let cutAt = 0;
  for (let i = 0, points = 0; i < text.length; points++) {
    if (points === keep) cutAt = i;
    if (points === limit) return text.slice(0, cutAt) + mark;
    i += isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1)) ? 2 : 1;
  }
  // Astral characters count once: a string longer in UTF-16 units may still fit.
  return text;
}

type Limits = [key: string, limit: number][];
const limitsOf = new WeakMap<PgTable, Limits>();

/** The text columns of `table` by property name, each with its size (read from the schema, never repeated here). */
function textColumns(table: PgTable): Limits {
  let limits = limitsOf.get(table);
  if (!limits) {
    limits = Object.entries(getTableColumns(table))
      .filter(([, column]) => column.dataType === 'string')
      .map(([key, column]) => [key, (column as { length?: number }).length ?? UNSIZED_TEXT_LIMIT]);
    limitsOf.set(table, limits);
  }
  return limits;
}

/** A copy of `record` whose every text value is storable in its column of `table`. */
export function storableRecord<R extends object>(table: PgTable, record: R): R {
  const out = { ...record } as Record<string, unknown>;
  for (const [key, limit] of textColumns(table)) {
    const value = out[key];
    if (typeof value === 'string') out[key] = storableText(value, limit);
  }
  return out as R;
}
