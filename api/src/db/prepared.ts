import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Bind, GridParams } from '../lib/grid-query';
import type { Db } from './client';

/**
 * A statement built once per database instead of on every call: Drizzle's builder costs ~0.1 ms per
 * query for the same text each time, and PostgreSQL parses and plans a named prepared statement once per
 * connection. A Drizzle prepared query belongs to the database it was built on, hence one per database.
 * Names must be unique across the app: a connection keeps each name's text.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}

/** Criteria shapes kept per database; the oldest is dropped beyond it. */
const SHAPES_MAX = 200;
/** Shapes of one search that get a named statement, per database; later ones run unnamed. */
const NAMED_MAX = 32;

/**
 * Statements of a search by the shape of its criteria (grid-query's gridShape), per database: a grid page
 * cost ~280 µs of process CPU in Drizzle's builder against ~100 µs run from a statement built before
 * (a page of commission details on PostgreSQL).
 *
 * The first NAMED_MAX shapes are named statements (`${family}_${n}`), which PostgreSQL parses and plans once
 * per connection instead of on every run: for the commission-detail page that halves the server's work
 * (pgbench, 4 clients: 8,600 runs a second unnamed against 21,500 named). Each name is given to one shape
 * only and never reused, so a connection never sees two texts under one name, and what PostgreSQL keeps per
 * connection is bounded by NAMED_MAX whatever shapes callers make up: the shapes after those (a user trying
 * every filter and operator) run unnamed, parsed on each run as before — slower, never wrong.
 */
export function statementsByShape<T>(family: string): (db: Db, shape: string, build: (name: string) => T) => T {
  const built = new WeakMap<Db, { byShape: Map<string, T>; named: number }>();
  return (db, shape, build) => {
    let kept = built.get(db);
    if (!kept) built.set(db, (kept = { byShape: new Map(), named: 0 }));
    let statement = kept.byShape.get(shape);
    if (!statement) {
      if (kept.byShape.size >= SHAPES_MAX) kept.byShape.delete(kept.byShape.keys().next().value!);
      const name = kept.named < NAMED_MAX ? `${family}_${kept.named}` : '';
      statement = build(name);
      // Counted once built: a build that throws (a bad criterion) uses up no name.
      if (name) kept.named++;
      kept.byShape.set(shape, statement);
    }
    return statement;
  };
}

/** What a Drizzle prepared query offers: a run with the values of its placeholders. */
interface Prepared {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/**
 * A search run from its shape's statement (statementsByShape), said once: `criteria` builds the WHERE with every
 * value bound as a placeholder, on every call, so each value is checked as always; `query` wraps it into the
 * statement, only for a shape not built before; `values` are the query's own placeholders (page, producers…).
 */
export function searchByShape(family: string) {
  const statements = statementsByShape<Prepared>(family);
  return <T extends Prepared>(
    db: Db,
    shape: string,
    criteria: (bind: Bind) => SQL | undefined,
    query: (where: SQL | undefined) => { prepare(name: string): T },
    values: Record<string, unknown> = {},
  ): ReturnType<T['execute']> => {
    const params = new GridParams();
    const where = criteria(params.bind);
    const statement = statements(db, shape, (name) => query(where).prepare(name)) as T;
    return statement.execute({ ...params.values, ...values }) as ReturnType<T['execute']>;
  };
}

const dialect = new PgDialect();

/**
 * A statement written in SQL (a union, a lateral join, a function: what the query builder does not say) as a
 * named prepared statement, per database, run with the values of its `sql.placeholder`s: PostgreSQL parses and
 * plans it once per connection, and Drizzle turns the text into a query once. PGlite runs it as it runs any.
 */
export function preparedSql<Row>(
  name: string,
  statement: SQL,
): (db: Db) => { execute(values: Record<string, unknown>): Promise<Row[]> } {
  const query = dialect.sqlToQuery(statement);
  return preparedPerDatabase((db) => {
    const prepared = db._.session.prepareQuery(query, undefined, name, false);
    return { execute: async (values) => ((await prepared.execute(values)) as { rows: Row[] }).rows };
  });
}
