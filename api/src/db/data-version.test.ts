import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/app';
import { testDrivers } from '../testing/database';
import { dataVersion } from './data-version';
import { policies, settlementMovements } from './schema';

describe.each(testDrivers())('data versions on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver, { logger: { level: 'error' } });
  });
  afterAll(() => t?.dispose());

  it('grow with each statement that writes a table, whoever writes it, and with no other table', async () => {
    const { db } = t.database;
    const before = await dataVersion(db, 'settlement_movements');
    const policiesBefore = await dataVersion(db, 'policies');
    const [row] = await db
      .select({ id: settlementMovements.id, estado: settlementMovements.estado })
      .from(settlementMovements)
      .limit(1);
    await db.update(settlementMovements).set({ estado: row.estado }).where(eq(settlementMovements.id, row.id));
    expect(await dataVersion(db, 'settlement_movements')).toBe(before + 1);
    // Bare SQL is counted too (an import, a hand-run fix), and an update that matches no row still counts once.
    await db.execute(sql`update settlement_movements set estado = estado where id = -1`);
    expect(await dataVersion(db, 'settlement_movements')).toBe(before + 2);
    expect(await dataVersion(db, 'policies')).toBe(policiesBefore);
    expect(await dataVersion(db, 'settlement_movements', 'policies')).toBe(before + 2 + policiesBefore);
    await db
      .update(policies)
      .set({ core: sql`${policies.core}` })
      .where(eq(policies.id, -1));
    expect(await dataVersion(db, 'policies')).toBe(policiesBefore + 1);
  });
});
