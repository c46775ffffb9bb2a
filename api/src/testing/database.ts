import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, type Driver, openDatabase } from '../db/client';
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
 * A fresh, migrated database of its own for one test file, copied from the run's templates (templates.ts, made by
 * the global setup): in-memory PGlite loaded from a dump, or a uniquely named PostgreSQL database created from a
 * template and dropped after the file. Seeded unless told otherwise, with its own folder of seeded attachments.
 */
export async function createTestDatabase(driver: Driver, { seed = true } = {}): Promise<TestDatabase> {
  const template = templatesOfRun()?.[driver]?.[seed ? 'seeded' : 'migrated'];
  if (!template)
    throw new Error(`No ${driver} template database: jest's global setup (src/testing/global-setup.ts) makes them`);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-files-'));
  if (template.filesDir) fs.cpSync(template.filesDir, filesDir, { recursive: true });
  const removeFiles = () => fs.rmSync(filesDir, { recursive: true, force: true });
  if (driver === 'pglite') {
    const database = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: new Blob([fs.readFileSync(template.source)]),
    });
    return {
      database,
      filesDir,
      dispose: async () => {
        await database.close();
        removeFiles();
      },
    };
  }
  const serverUrl = process.env.TEST_POSTGRES_URL as string;
  const name = `portal_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template.source}`));
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
  return {
    database,
    filesDir,
    dispose: async () => {
      await database.close();
      await withAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
      removeFiles();
    },
  };
}
