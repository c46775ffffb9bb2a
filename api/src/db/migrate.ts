import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { apiRoot } from '../config';
import type { Db, Driver, Schema } from './client';

/** The committed output of `drizzle-kit generate`, read at run time from source and from dist alike. */
export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** Applies the migrations not yet applied (drizzle records them in drizzle.__drizzle_migrations). */
export async function migrate(db: Db, driver: Driver): Promise<void> {
  if (driver === 'pglite') await migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder });
  else await migratePostgres(db as NodePgDatabase<Schema>, { migrationsFolder });
}
