import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Pool } from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** What queries are written against: the common base of both drivers' Drizzle databases (and of a transaction). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** The embedded database itself (PGlite only), for pg-boss's adapter. */
  pglite?: PGlite;
  /** The server's connection string (PostgreSQL only), for pg-boss. */
  connectionString?: string;
  /** The connection pool's counts (PostgreSQL only), read by the metrics. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /**
   * Runs `work` on one connection while holding an advisory lock, so api replicas starting together
   * migrate and seed one after the other instead of racing.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite's folder, or `memory://`. */
  dataDir: string;
  /** PGlite only: starts from this data directory (a `dumpDataDir` tarball) instead of an empty one. */
  loadDataDir?: Blob;
}

const STARTUP_LOCK = "hashtext('portal-api:startup')";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.includes('://')) fs.mkdirSync(dataDir, { recursive: true });
  // Contrib extensions the migrations create (the quick search's: pg_trgm, 0022; btree_gin, 0027) must be loaded with every start.
  const client = await PGlite.create(dataDir, {
    extensions: { btree_gin, pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    pglite: client,
    // PGlite is one connection in this process: nothing else can run between our statements.
    exclusive: (work) => work(db),
    close: () => client.close(),
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new Pool({ connectionString });
  // An idle client the server drops (restart, failover, a dropped database) emits here; unhandled, it would
  // end the process. The pool discards that client and the next query opens a new one.
  pool.on('error', (error) => console.warn(`Conexión a PostgreSQL descartada: ${error.message}`));
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'postgres',
    connectionString,
    pool,
    async exclusive(work) {
      const connection = await pool.connect();
      try {
        await connection.query(`select pg_advisory_lock(${STARTUP_LOCK})`);
        try {
          return await work(drizzlePg({ client: connection, schema }));
        } finally {
          await connection.query(`select pg_advisory_unlock(${STARTUP_LOCK})`);
        }
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}
