import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * A number per table of the insurer's data that grows with every statement that writes the table (a trigger of
 * migration 0015, whoever writes: an import, another replica, a hand-run fix). A search's count and sums are kept
 * while it stays the same (lib/count-once.ts).
 */
export const dataVersions = pgTable('data_versions', {
  name: varchar('name', { length: 63 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
