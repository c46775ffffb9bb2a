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
