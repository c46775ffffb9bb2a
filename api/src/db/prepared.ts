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

/**
 * Statements of a search by the shape of its criteria (grid-query's gridShape), per database: a grid page
 * cost ~280 µs of process CPU in Drizzle's builder against ~100 µs run from a statement built before
 * (a page of commission details on PostgreSQL). Built unnamed (`prepare('')`): PostgreSQL still parses each
 * run and keeps nothing per shape, however many shapes callers make up.
 */
export function statementsByShape<T>(): (db: Db, shape: string, build: () => T) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, shape, build) => {
    let byShape = built.get(db);
    if (!byShape) built.set(db, (byShape = new Map()));
    let statement = byShape.get(shape);
    if (!statement) {
      if (byShape.size >= SHAPES_MAX) byShape.delete(byShape.keys().next().value!);
      byShape.set(shape, (statement = build()));
    }
    return statement;
  };
}
