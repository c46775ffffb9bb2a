import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from './migrate';

describe('the migrations journal', () => {
  // Drizzle's migrator applies to a database already migrated only the migrations dated after its last one: a new
  // migration dated before an earlier one (a hand-set date, a clock behind) would never reach existing databases.
  it('dates each migration after the one before it', () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    };
    const late = journal.entries
      .filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1].when)
      .map((e) => e.tag);
    expect(late).toEqual([]);
  });
});
