import { eq } from 'drizzle-orm';
import { auditLogs } from './schema';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { insertAsJson } from './insert-as-json';

describe.each(testDrivers())('insertAsJson on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { logger: { level: 'error' } });
  });
  afterAll(() => t?.dispose());

  it('writes every value as given: dates, nulls, booleans, quotes, accents and line breaks; ids from their sequence', async () => {
    const source = `json-${Date.now()}`;
    const createdAt = new Date('2026-11-25T03:04:05.678Z');
    const rows = [
      {
        createdAt,
        userId: 7,
        userName: 'PÉREZ, "Ñandú"',
        cuit: '20172543597',
        exception: true,
        detail: "línea 1\nlínea 2 ' \\ \u0007",
        severity: 'Error',
        source,
        class: 'AppError',
        method: 'GET /x',
        logEvent: '500',
        parameters: '{"a":1}',
      },
      {
        createdAt,
        userId: null,
        userName: null,
        cuit: null,
        exception: false,
        detail: '',
        severity: 'Warning',
        source,
        class: 'E',
        method: 'POST /y',
        logEvent: '400',
        parameters: '',
      },
    ];
    await insertAsJson(t.database.db, auditLogs, rows);
    await insertAsJson(t.database.db, auditLogs, []);
    const written = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.source, source))
      .orderBy(auditLogs.id);
    expect(written.map(({ id: _id, ...rest }) => rest)).toEqual(rows);
    expect(written[1].id).toBeGreaterThan(written[0].id);
  });
});
