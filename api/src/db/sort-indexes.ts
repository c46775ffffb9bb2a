import { Column, getTableName, is, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { GridColumns } from '../lib/grid-query';

/**
 * The indexes that give a large report's grid each of its sorts in page order (docs/adr/0027-report-pages-follow-the-page.md):
 * one per sortable column, leading with what the search always fixes (the producer; a debtors' search also its
 * period), then the column and the id (gridOrder's tie-breaker), `DESC NULLS LAST` (read backwards, the ascending
 * order gridOrder asks for), INCLUDE the criteria a search sends besides them, so a page's ids come from the index
 * alone. Built from the grid's own column whitelist: a column the grid offers has its index without a second list.
 */
export interface ReportSortIndexes {
  table: PgTable;
  /** What every search of the report fixes by equality, in the index's leading order. */
  lead: AnyPgColumn[];
  /** The tie-breaker of gridOrder (a unique column). */
  id: AnyPgColumn;
  /** The columns a search filters on besides the lead (the producer's codes…): carried in each index. */
  include: AnyPgColumn[];
  /** The grid's column whitelist: every column of `table` (or expression over it) gets an index. */
  columns: GridColumns;
}

const dialect = new PgDialect();
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** An index key's SQL: a column by its name, an expression over the table's own columns without their table name. */
function keyOf(table: PgTable, expr: AnyPgColumn | SQL): string | undefined {
  if (is(expr, Column)) return expr.table === table ? quoted(expr.name) : undefined;
  if (!is(expr, SQL)) return undefined;
  const { sql: text, params } = dialect.sqlToQuery(expr);
  // An expression with bound values cannot be an index key; one naming another table is not this table's.
  if (params.length > 0) return undefined;
  const own = `${quoted(getTableName(table))}.`;
  const bare = text.split(own).join('');
  return /"\w+"\."/.test(bare) ? undefined : `(${bare})`;
}

export interface SortIndex {
  name: string;
  table: string;
  statement: string;
}

/** One `create index if not exists` per column of the grid the table can serve (and one for the id alone). */
export function sortIndexesOf(spec: ReportSortIndexes): SortIndex[] {
  const table = getTableName(spec.table);
  const lead = spec.lead.map((c) => quoted(c.name));
  const seen = new Set<string>();
  const indexes: SortIndex[] = [];
  for (const [field, column] of [['id', { expr: spec.id }] as const, ...Object.entries(spec.columns)]) {
    const key = keyOf(spec.table, column.expr);
    if (!key || seen.has(key) || lead.includes(key)) continue;
    seen.add(key);
    const isId = key === quoted(spec.id.name);
    const keys = [...lead, `${key} desc nulls last`, ...(isId ? [] : [`${quoted(spec.id.name)} desc nulls last`])];
    // An expression's own columns are carried too: without them its page ids could not come from the index alone.
    const carried = is(column.expr, SQL) ? column.expr.queryChunks.filter((c): c is AnyPgColumn => is(c, Column)) : [];
    const include = [...new Set([...spec.include, ...carried].map((c) => quoted(c.name)))].filter((c) => c !== key);
    const named = is(column.expr, Column) ? column.expr.name : field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const name = `${table}_by_${named}_idx`.slice(0, 63);
    indexes.push({
      name,
      table,
      statement:
        `create index if not exists ${quoted(name)} on ${quoted(table)} using btree (${keys.join(', ')})` +
        (include.length ? ` include (${include.join(', ')})` : ''),
    });
  }
  return indexes;
}
