import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, type Driver, openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { FolderFileStore } from '../modules/files/storage';
import { seedIfEmpty } from '../seed';
import { databaseUrl, templatesOfRun, withAdmin } from './templates';

/** A folder for files of tests that make their own store (each test database has its own: `filesDir`). */
export const TEST_FILES_DIR = path.join(os.tmpdir(), 'portal-api-test-files');

/** PGlite always; PostgreSQL too when the global setup found one. */
export function testDrivers(): Driver[] {
  return process.env.TEST_POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  database: Database;
  /** The file store's folder of this database (its seeded attachments included). */
  filesDir: string;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file: in-memory PGlite, or a uniquely named
 * PostgreSQL database created for the file and dropped after it. Seeded unless told otherwise. Copied from
 * the run's templates (templates.ts) when the global setup made them, else migrated and seeded here.
 */
export async function createTestDatabase(driver: Driver, { seed = true } = {}): Promise<TestDatabase> {
  const template = templatesOfRun()?.[driver]?.[seed ? 'seeded' : 'migrated'];
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-files-'));
  if (template?.filesDir && fs.existsSync(template.filesDir)) fs.cpSync(template.filesDir, filesDir, { recursive: true });
  const removeFiles = () => fs.rmSync(filesDir, { recursive: true, force: true });
  let database: Database;
  let dispose: () => Promise<void>;
  if (driver === 'pglite') {
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: template ? new Blob([fs.readFileSync(template.source)]) : undefined });
    dispose = async () => {
      await database.close();
      removeFiles();
    };
  } else {
    const serverUrl = process.env.TEST_POSTGRES_URL as string;
    const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await withAdmin(serverUrl, (admin) => admin.query(`create database ${name}${template ? ` template ${template.source}` : ''}`));
    database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
    dispose = async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      removeFiles();
    };
  }
  if (template) return { database, filesDir, dispose };
  try {
    await migrate(database.db, driver);
    if (seed) await seedIfEmpty(database.db, { files: new FolderFileStore(filesDir) });
  } catch (err) {
    await dispose(); // no database left behind on the server when setting up fails
    throw err;
  }
  return { database, filesDir, dispose };
}
