import type { Db } from './client';
import { statementsByShape } from './prepared';

describe('statementsByShape', () => {
  const db = {} as Db;

  it('builds a shape once and names the first shapes of a search, each with a name of its own', () => {
    const statements = statementsByShape<string>('test_search');
    const names: string[] = [];
    const build = (name: string) => (names.push(name), `statement ${name}`);
    expect(statements(db, 'a', build)).toBe('statement test_search_0');
    expect(statements(db, 'a', build)).toBe('statement test_search_0');
    expect(statements(db, 'b', build)).toBe('statement test_search_1');
    expect(names).toEqual(['test_search_0', 'test_search_1']);
  });

  it('runs the shapes past its budget unnamed, and never gives a name twice, even to a shape built again', () => {
    const statements = statementsByShape<string>('many');
    const names: string[] = [];
    for (let i = 0; i < 250; i++) statements(db, `shape ${i}`, (name) => (names.push(name), name));
    // 'shape 0' was dropped (200 shapes are kept) and is built again: unnamed, its name is not reused.
    statements(db, 'shape 0', (name) => (names.push(name), name));
    const named = names.filter(Boolean);
    expect(named.length).toBe(32);
    expect(new Set(named).size).toBe(named.length);
    expect(names.at(-1)).toBe('');
  });

  it('uses up no name on a build that fails', () => {
    const statements = statementsByShape<string>('failing');
    expect(() =>
      statements(db, 'bad', () => {
        throw new Error('bad criterion');
      }),
    ).toThrow('bad criterion');
    expect(statements(db, 'good', (name) => name)).toBe('failing_0');
  });

  it('keeps each database’s statements apart', () => {
    const statements = statementsByShape<string>('per_db');
    const other = {} as Db;
    expect(statements(db, 'a', (name) => `${name} of db`)).toBe('per_db_0 of db');
    expect(statements(other, 'a', (name) => `${name} of other`)).toBe('per_db_0 of other');
  });
});
