import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` diffs the schema against the committed snapshots; it needs no database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
