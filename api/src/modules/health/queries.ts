import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { migrationsFolder } from '../../db/migrate';

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The newest migration this build carries (drizzle's journal; read once: it ships with the build). */
let lastMigrationMillis: number | undefined;
function newestMigration(): number {
  if (lastMigrationMillis === undefined) {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { when: number }[];
    };
    lastMigrationMillis = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return lastMigrationMillis;
}

/**
 * Whether the database holds every migration of this build. drizzle's migrator applies those newer than its
 * table's latest `created_at`, so the same comparison says whether anything is left to apply.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  )) as unknown as Rows<{ exists: boolean }>;
  if (!table.rows[0]?.exists) return false;
  const latest = (await db.execute(
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{
    created_at: string | number | null;
  }>;
  return Number(latest.rows[0]?.created_at ?? 0) >= newestMigration();
}

/** What both drivers answer to `execute`. */
type Rows<T> = { rows: T[] };
