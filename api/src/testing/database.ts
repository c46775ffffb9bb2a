import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { type Database, type Driver, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { FolderFileStore } from '../modules/files/storage';
import { seedIfEmpty } from '../seed';

/** Where the test apps keep files, seeded attachments included (keys are random: files may share it). */
export const TEST_FILES_DIR = path.join(os.tmpdir(), 'portal-api-test-files');

/** PGlite always; PostgreSQL too when the global setup found one. */
export function testDrivers(): Driver[] {
  return process.env.TEST_POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

async function withAdmin<T>(work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: process.env.TEST_POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite, or a uniquely named
 * PostgreSQL database created for the file and dropped after it. Seeded unless told otherwise.
 */
export async function createTestDatabase(driver: Driver, { seed = true } = {}): Promise<TestDatabase> {
  let database: Database;
  let dispose: () => Promise<void>;
  if (driver === 'pglite') {
    database = await openDatabase({ dataDir: 'memory://' });
    dispose = () => database.close();
  } else {
    const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdmin((admin) => admin.query(`create database ${name}`));
    const url = new URL(process.env.TEST_POSTGRES_URL as string);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    dispose = async () => {
      await database.close();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    };
  }
  try {
    await migrate(database.db, driver);
    if (seed) await seedIfEmpty(database.db, { files: new FolderFileStore(TEST_FILES_DIR) });
  } catch (err) {
    await dispose(); // no database left behind on the server when setting up fails
    throw err;
  }
  return { database, dispose };
}
