import { and, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { requestDay } from '@portal/shared/contract/day';
import type { Db } from '../db/client';
import type { ReportSortIndexes } from '../db/sort-indexes';
import { AppError } from '../errors';
import { messages } from '../messages';
import { exportedSelection } from './xlsx-export';

/**
 * The one query layer of every server-paged grid (docs/adr/0013-prepared-statements-per-criteria-shape.md): the report kit's
 * `{ offset, next, sort, gridFilters }` becomes SQL over a whitelist of columns. A field outside the
 * whitelist, an operator its type does not have or a value of the wrong kind is the client's 400, never
 * a piece of SQL: values always travel as bind parameters.
 */

export type GridColumnType = 'text' | 'number' | 'date' | 'boolean';

export interface GridColumn {
  /** The column or expression the grid field reads. */
  expr: AnyPgColumn | SQL;
  type: GridColumnType;
}

/** Grid field name (as the answer's rows name it) → its SQL. */
export type GridColumns = Record<string, GridColumn>;

/** A grid's whitelist from the selection its rows answer: each field reads what it selects, as text unless `types` says. */
export function gridColumnsOf(
  selection: Record<string, GridColumn['expr']>,
  types: Record<string, GridColumnType>,
): GridColumns {
  return Object.fromEntries(
    Object.entries(selection).map(([field, expr]) => [field, { expr, type: types[field] ?? 'text' }]),
  );
}

export interface GridFilterInput {
  field: string;
  operator: string;
  value?: unknown;
}

export interface GridSortInput {
  field: string;
  sort: 'asc' | 'desc';
}

// 'is' and 'not' are a coded column's choice among its labels (the kit's single-select filter).
const TEXT_OPERATORS = [
  'contains',
  'doesNotContain',
  'equals',
  'doesNotEqual',
  'startsWith',
  'endsWith',
  'isEmpty',
  'isNotEmpty',
  'isAnyOf',
  'is',
  'not',
];
const NUMBER_OPERATORS = ['=', '!=', '>', '>=', '<', '<=', 'equals', 'isEmpty', 'isNotEmpty', 'isAnyOf', 'is', 'not'];
const DATE_OPERATORS = ['is', 'not', 'after', 'onOrAfter', 'before', 'onOrBefore', 'isEmpty', 'isNotEmpty'];
const BOOLEAN_OPERATORS = ['is', 'equals'];
const OPERATORS: Record<GridColumnType, string[]> = {
  text: TEXT_OPERATORS,
  number: NUMBER_OPERATORS,
  date: DATE_OPERATORS,
  boolean: BOOLEAN_OPERATORS,
};

function lookup(columns: GridColumns, field: string): GridColumn {
  if (!Object.hasOwn(columns, field)) throw new AppError(400, messages.gridUnknownColumn(field));
  return columns[field];
}

/** A text made literal inside a LIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function badValue(field: string): never {
  throw new AppError(400, messages.gridInvalidFilter(field));
}

function asText(field: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return badValue(field);
}

/** The range of the integer column types (PostgreSQL's smallint, integer, serial): a value outside is no row of theirs. */
const INTEGER_RANGES: Record<string, [number, number]> = {
  PgSmallInt: [-32_768, 32_767],
  PgInteger: [-2_147_483_648, 2_147_483_647],
  PgSerial: [-2_147_483_648, 2_147_483_647],
};

/**
 * A number filter's value. On an integer column it must be an integer of the column's range: PostgreSQL would
 * refuse 2147483648 or 1.5 as an `integer` parameter, after the query was sent.
 */
function asNumber(field: string, value: unknown, expr: GridColumn['expr']): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n)) return badValue(field);
  const range = INTEGER_RANGES[(expr as { columnType?: string }).columnType ?? ''];
  if (range && !(Number.isInteger(n) && n >= range[0] && n <= range[1])) return badValue(field);
  return n;
}

/** The day of a date filter: YYYY-MM-DD, an ISO timestamp (the browser's Date in JSON) or DD/MM/YYYY. */
function asDate(field: string, value: unknown): string {
  if (typeof value !== 'string') return badValue(field);
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(value)?.[1];
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const day = iso ?? (dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null);
  // Date.parse takes 2026-02-31 as 3 March; PostgreSQL's ::date refuses it after the query was sent.
  if (!day || requestDay(day) !== day) return badValue(field);
  return day;
}

function filterCondition(column: GridColumn, filter: GridFilterInput, bind: Bind): SQL {
  const { expr, type } = column;
  const { field, operator, value } = filter;
  if (!OPERATORS[type].includes(operator)) throw new AppError(400, messages.gridInvalidFilter(field));
  if (operator === 'isEmpty') return type === 'text' ? sql`(${expr} is null or ${expr} = '')` : sql`${expr} is null`;
  if (operator === 'isNotEmpty')
    return type === 'text' ? sql`(${expr} is not null and ${expr} <> '')` : sql`${expr} is not null`;
  if (operator === 'isAnyOf') {
    if (!Array.isArray(value) || value.length === 0 || value.length > 50) return badValue(field);
    const items = value.map((v) =>
      type === 'number' ? sql`${bind(asNumber(field, v, expr))}` : sql`${bind(asText(field, v))}`,
    );
    return sql`${expr} in (${sql.join(items, sql`, `)})`;
  }
  switch (type) {
    case 'text': {
      const text = asText(field, value);
      if (text.length > 200) return badValue(field);
      const like = escapeLike(text);
      switch (operator) {
        case 'contains':
          return sql`${expr} ilike ${bind(`%${like}%`)}`;
        case 'doesNotContain':
          return sql`(${expr} is null or ${expr} not ilike ${bind(`%${like}%`)})`;
        case 'startsWith':
          return sql`${expr} ilike ${bind(`${like}%`)}`;
        case 'endsWith':
          return sql`${expr} ilike ${bind(`%${like}`)}`;
        case 'doesNotEqual':
        case 'not':
          return sql`(${expr} is null or lower(${expr}) <> lower(${bind(text)}))`;
        default:
          return sql`lower(${expr}) = lower(${bind(text)})`;
      }
    }
    case 'number': {
      const n = asNumber(field, value, expr);
      const op = operator === 'equals' || operator === 'is' ? '=' : operator === 'not' ? '!=' : operator;
      return sql`${expr} ${sql.raw(op === '!=' ? '<>' : op)} ${bind(n)}`;
    }
    case 'date': {
      const day = asDate(field, value);
      const op = { is: '=', not: '<>', after: '>', onOrAfter: '>=', before: '<', onOrBefore: '<=' }[operator] as string;
      return sql`${expr} ${sql.raw(op)} ${bind(day)}::date`;
    }
    case 'boolean': {
      if (value !== true && value !== false && value !== 'true' && value !== 'false') return badValue(field);
      return sql`${expr} = ${bind(value === true || value === 'true')}`;
    }
  }
}

/** How a filter's value enters the SQL: as a bind parameter of its own unless told otherwise (GridParams). */
export type Bind = (value: unknown) => unknown;
const asParameter: Bind = (value) => value;

/**
 * How a search's own criteria (beside the grid's filters) enter its SQL: as values, for a statement built on
 * each call, or as GridParams' placeholders, for a statement built once per shape. A list is one array
 * parameter (`= any(…)`) there, so the text does not depend on how many items it has.
 */
export function criteriaBinding(bind?: Bind) {
  return {
    // A placeholder stands where the value would: drizzle takes either, the types only know values.
    value: <T>(v: T) => (bind ? bind(v) : v) as T,
    anyOf: (column: AnyPgColumn, values: unknown[]) =>
      bind ? sql`${column} = any(${bind(values)})` : inArray(column, values),
  };
}

/**
 * The values of a grid's filters as named placeholders (p0, p1…) collected in `values`: the SQL text then
 * depends only on the criteria's shape (gridShape), so a statement built once per shape serves every search
 * of that shape. Each request still goes through gridWhere, so every value is checked as always.
 */
export class GridParams {
  readonly values: Record<string, unknown> = {};
  private count = 0;
  readonly bind: Bind = (value) => {
    const name = `p${this.count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  };
}

/** What the text of a grid's SQL depends on: each filter's field and operator (and how many values an 'isAnyOf' has) and the sort; never a value. */
export function gridShape(filters: readonly GridFilterInput[], sort: readonly GridSortInput[]): string {
  return JSON.stringify([
    filters.map((f) => [f.field, f.operator, Array.isArray(f.value) ? f.value.length : -1]),
    sort.map((s) => [s.field, s.sort]),
  ]);
}

/** The grid's column filters as one condition (undefined when there are none). */
export function gridWhere(
  columns: GridColumns,
  filters: readonly GridFilterInput[],
  bind: Bind = asParameter,
): SQL | undefined {
  if (filters.length === 0) return undefined;
  return and(...filters.map((f) => filterCondition(lookup(columns, f.field), f, bind)));
}

/** A key of an ORDER BY: what a report sorts by when the grid asks for no sort. */
export interface OrderKey {
  expr: AnyPgColumn | SQL;
  sort: 'asc' | 'desc';
}

/**
 * ORDER BY: the grid's sort, else the report's default; `tieBreaker` (a unique column) last, in the
 * direction of the first key, so pages never overlap or skip rows. Descending keys sort nulls last and
 * ascending ones nulls first: the orders a btree index built `desc` (drizzle's DESC NULLS LAST) gives
 * scanned forward and backward, so the indexes of the default sorts serve either direction.
 */
export function gridOrder(
  columns: GridColumns,
  sort: readonly GridSortInput[],
  defaults: OrderKey[],
  tieBreaker: AnyPgColumn | SQL,
): SQL {
  const keys = sort.length ? sort.map((s) => ({ expr: lookup(columns, s.field).expr, sort: s.sort })) : defaults;
  const direction = (d: 'asc' | 'desc') => sql.raw(d === 'desc' ? 'desc nulls last' : 'asc nulls first');
  return sql.join(
    [...keys.map((k) => sql`${k.expr} ${direction(k.sort)}`), sql`${tieBreaker} ${direction(keys[0]?.sort ?? 'desc')}`],
    sql`, `,
  );
}

/**
 * The rows of one page of a large report, as a condition: `id in` the page's ids, read in the grid's order with the
 * OFFSET and LIMIT from the sort's index alone (docs/adr/0027-report-pages-follow-the-page.md). The page's query then
 * reads just those rows and orders them again, so a deep page walks index entries rather than table rows.
 */
export function pageRows(
  db: Db,
  id: AnyPgColumn,
  where: SQL | undefined,
  order: SQL,
  offset: number | Placeholder,
  limit: number | Placeholder,
): SQL {
  return inArray(id, db.select({ id }).from(id.table).where(where).orderBy(order).limit(limit).offset(offset));
}

/** An export's row: the exported fields by name, and the id every selection keeps. */
export type ExportRow = Record<string, unknown> & { id: number };

/**
 * An export's pages (streamExport's `page`): the search's ids in the grid's order read once, from the sort's index
 * alone, then each page's rows by id, with only the `fields` it writes (and the id). Each page costs what the first does, where `pageRows`' OFFSET walks every id
 * before the page: 100,000 rows in pages of 2,000 walked 2.5 million index entries, and the planner read a page of
 * 2,000 ids by scanning the table. The ids of a million-row export take about 8 MB.
 */
export function exportPages(
  db: Db,
  id: AnyPgColumn,
  selection: SelectedFields,
  where: SQL | undefined,
  order: SQL,
): (offset: number, limit: number, fields: string[]) => Promise<ExportRow[]> {
  let ids: Promise<number[]> | undefined;
  return async (offset, limit, fields) => {
    ids ??= db
      .select({ id })
      .from(id.table)
      .where(where)
      .orderBy(order)
      .then((rows) => rows.map((row) => row.id as number));
    const page = (await ids).slice(offset, offset + limit);
    if (!page.length) return [];
    const rows = db.select(exportedSelection(selection, fields)).from(id.table).where(inArray(id, page)).orderBy(order);
    return (await rows) as ExportRow[];
  };
}

/**
 * What a large report states of its own (docs/adr/0027-report-pages-follow-the-page.md): its table and id, the
 * selection its rows answer and the grid's column whitelist over it, the order of its default sort's index, its
 * search's WHERE (with `bind`, GridParams' placeholders) and what its sort indexes lead with and carry.
 */
export interface LargeReportSpec<F, S extends SelectedFields> {
  table: PgTable;
  id: AnyPgColumn;
  selection: S;
  columns: GridColumns;
  defaultOrder: OrderKey[];
  where: (f: F, bind?: Bind) => SQL | undefined;
  lead: AnyPgColumn[];
  include: AnyPgColumn[];
}

/** A select of one table (none of its rows' fields made nullable by a join), to narrow and order. */
type ReportQuery<S extends SelectedFields> = PgSelect<string, S, 'partial', Record<string, 'not-null'>>;

/**
 * A large report's one definition: its sort indexes (db/sort-indexes.ts), its grid pages (the ids first, from the
 * sort's index alone, then those rows: `pageRows`), its export's pages (`exportPages`) and its totals.
 */
export function largeReport<F, S extends SelectedFields>(spec: LargeReportSpec<F, S>) {
  const { table, id, selection, columns, defaultOrder, where } = spec;
  const order = (sort: readonly GridSortInput[]) => gridOrder(columns, sort, defaultOrder, id);
  // Typed here (drizzle cannot resolve a select's rows over a generic selection): one table, no join's nulls.
  const selectFrom = <T extends SelectedFields>(db: Db, fields: T) =>
    db.select(fields).from(table).$dynamic() as ReportQuery<T>;
  /** A page over a WHERE already built: with placeholders, the query of a statement built once per criteria shape. */
  const query = (
    db: Db,
    condition: SQL | undefined,
    sort: readonly GridSortInput[],
    offset: number | Placeholder,
    limit: number | Placeholder,
  ) => {
    const ordered = order(sort);
    return selectFrom(db, selection)
      .where(pageRows(db, id, condition, ordered, offset, limit))
      .orderBy(ordered);
  };
  const sortIndexes: ReportSortIndexes = { table, lead: spec.lead, id, include: spec.include, columns };
  return {
    sortIndexes,
    query,
    /** A page built on each call. */
    page: (db: Db, f: F, sort: readonly GridSortInput[], offset: number, limit: number) =>
      query(db, where(f), sort, offset, limit),
    /** The export's pages (exportPages). */
    exportPages: (db: Db, f: F, sort: readonly GridSortInput[]) =>
      exportPages(db, id, selection, where(f), order(sort)),
    /** One row of aggregates (a count, sums) over the search. */
    totals: async <T extends SelectedFields>(db: Db, f: F, fields: T) => {
      const [row] = await selectFrom(db, fields).where(where(f));
      return row;
    },
  };
}
