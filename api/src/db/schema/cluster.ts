import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { timestamptz } from './column-builders';

/** PostgreSQL's bytea as a Buffer (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of the files the api keeps (uploads, large scheduled reports, attachments) when they live in
 * the database (FILES_STORE=database, the default with DATABASE_URL): every api replica reaches them. A
 * row is written uncommitted when the upload arrives and committed once the stored_files row naming it is.
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    key: varchar('key', { length: 36 }).primaryKey(),
    content: bytea('content').notNull(),
    committed: boolean('committed').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('file_blobs_uncommitted_idx')
      .on(t.createdAt)
      .where(sql`not committed`),
  ],
);
