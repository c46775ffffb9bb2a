import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type { Driver } from '../db/client';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { FolderFileStore } from '../lib/storage';
import { ensureReportSortIndexes } from '../report-sort-indexes';
import { seedIfEmpty } from '../seed';

/**
 * The databases every api test file starts from, made once per run by the global setup: migrated, and migrated
 * and seeded, for each driver. A file then copies one (PGlite loads its dump, PostgreSQL `create database …
 * template …`) instead of starting PGlite empty, migrating and seeding again: on a 2-core machine that was
 * about 6 s of each file's 13, twice (both drivers), for 43 files.
 */
export interface DatabaseTemplate {
  /** PGlite: the data directory's tarball. PostgreSQL: the template database's name. */
  source: string;
  /** The seeded attachments the rows point at (seeded templates only): copied for each file. */
  filesDir?: string;
}
export type Templates = Partial<Record<Driver, { migrated: DatabaseTemplate; seeded: DatabaseTemplate }>>;

const ENV = 'TEST_DATABASE_TEMPLATES';

export function templatesOfRun(): Templates | undefined {
  return process.env[ENV] ? (JSON.parse(process.env[ENV]) as Templates) : undefined;
}

export async function withAdmin<T>(url: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Makes the templates (PostgreSQL too when `postgresUrl` is given) and publishes them to the test files. */
export async function createTemplates(postgresUrl: string | undefined): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-templates-'));
  const templates: Templates = {};

  const pglite = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrate(pglite.db, 'pglite');
    const migrated = path.join(dir, 'pglite-migrated.tar');
    fs.writeFileSync(migrated, Buffer.from(await (await pglite.pglite!.dumpDataDir('none')).arrayBuffer()));
    const filesDir = path.join(dir, 'pglite-files');
    await seedIfEmpty(pglite.db, { files: new FolderFileStore(filesDir) });
    const seeded = path.join(dir, 'pglite-seeded.tar');
    fs.writeFileSync(seeded, Buffer.from(await (await pglite.pglite!.dumpDataDir('none')).arrayBuffer()));
    templates.pglite = { migrated: { source: migrated }, seeded: { source: seeded, filesDir } };
  } finally {
    await pglite.close();
  }

  if (postgresUrl) {
    const suffix = `${process.pid}_${Date.now().toString(36)}`;
    const names = { migrated: `portal_test_tpl_migrated_${suffix}`, seeded: `portal_test_tpl_seeded_${suffix}` };
    const filesDir = path.join(dir, 'postgres-files');
    for (const [kind, name] of Object.entries(names)) {
      await withAdmin(postgresUrl, (admin) => admin.query(`create database ${name}`));
      const database = await openDatabase({ databaseUrl: databaseUrl(postgresUrl, name), dataDir: '' });
      try {
        await migrate(database.db, 'postgres');
        if (kind === 'seeded') await seedIfEmpty(database.db, { files: new FolderFileStore(filesDir) });
        await ensureReportSortIndexes(database.db, 'postgres');
      } finally {
        await database.close();
      }
    }
    templates.postgres = { migrated: { source: names.migrated }, seeded: { source: names.seeded, filesDir } };
  }
  process.env[ENV] = JSON.stringify(templates);
  process.env.TEST_DATABASE_TEMPLATES_DIR = dir;
}

/** Drops the PostgreSQL templates and removes the files (the global teardown). */
export async function dropTemplates(postgresUrl: string | undefined): Promise<void> {
  const templates = templatesOfRun();
  if (postgresUrl && templates?.postgres) {
    for (const t of [templates.postgres.migrated, templates.postgres.seeded]) {
      await withAdmin(postgresUrl, (admin) => admin.query(`drop database if exists ${t.source} with (force)`));
    }
  }
  if (process.env.TEST_DATABASE_TEMPLATES_DIR)
    fs.rmSync(process.env.TEST_DATABASE_TEMPLATES_DIR, { recursive: true, force: true });
}
