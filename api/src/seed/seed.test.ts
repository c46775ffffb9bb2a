import { count, eq } from 'drizzle-orm';
import { accountManagers, permissions, producerCodes, producers, userPermissions, users } from '../db/schema';
import { migrate } from '../db/migrate';
import { verifyPassword } from '../lib/password';
import { FolderFileStore } from '../lib/storage';
import { createTestDatabase, TEST_FILES_DIR, type TestDatabase, testDrivers } from '../testing/database';
import { DEMO_PASSWORD, GENERATED_PRODUCERS } from './generate';
import { formatDemoAccounts, seedIfEmpty } from '.';

const files = new FolderFileStore(TEST_FILES_DIR);

describe.each(testDrivers())('seed on %s', (driver) => {
  let t: TestDatabase;
  let demoAccounts: Awaited<ReturnType<typeof seedIfEmpty>>;
  beforeAll(async () => {
    t = await createTestDatabase(driver, { seed: false });
    demoAccounts = await seedIfEmpty(t.database.db, { files });
  });
  afterAll(() => t?.dispose());

  const userByUsername = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

  it('fills an empty database and returns the demo accounts to print', async () => {
    expect(demoAccounts?.map((a) => a.username)).toEqual([
      '20-17254359-7',
      '27-30111222-5',
      '20-33444555-1',
      'simulador@demo.com.ar',
      'admin@demo.com.ar',
      'contenidos@demo.com.ar',
    ]);
    const [{ n }] = await t.database.db.select({ n: count() }).from(producers);
    expect(n).toBe(2 + GENERATED_PRODUCERS);
  });

  it('does nothing when the database already has data', async () => {
    expect(await seedIfEmpty(t.database.db, { files })).toBeNull();
    const [{ n }] = await t.database.db.select({ n: count() }).from(producers);
    expect(n).toBe(2 + GENERATED_PRODUCERS);
  });

  it('lets every demo account sign in with Demo1234', async () => {
    for (const username of [
      '20172543597',
      '27301112225',
      '20334445551',
      'simulador@demo.com.ar',
      'admin@demo.com.ar',
      'contenidos@demo.com.ar',
    ]) {
      const user = await userByUsername(username);
      expect(await verifyPassword(user.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('links the demo producer to an account manager and its Gestor to it', async () => {
    const { db } = t.database;
    const [producer] = await db
      .select({ id: producers.id, manager: accountManagers.name })
      .from(producers)
      .innerJoin(accountManagers, eq(producers.accountManagerId, accountManagers.id))
      .where(eq(producers.cuit, '20172543597'));
    expect(producer.manager).toBeTruthy();
    const gestor = await userByUsername('27301112225');
    expect(gestor).toMatchObject({ rol: 'Gestor', reportToCuit: '20172543597', producerId: producer.id, userType: 1 });
  });

  it('makes the simulator change its password and marks types 2 and 3', async () => {
    expect(await userByUsername('simulador@demo.com.ar')).toMatchObject({ userType: 2, mustChangePassword: true });
    expect(await userByUsername('admin@demo.com.ar')).toMatchObject({ userType: 3 });
  });

  it('seeds the staff account as type 2, confirmed, with its seven permissions of its own', async () => {
    const staff = await userByUsername('contenidos@demo.com.ar');
    expect(staff).toMatchObject({ userType: 2, emailConfirmed: true, mustChangePassword: false, producerId: null });
    const granted = await t.database.db.select().from(userPermissions).where(eq(userPermissions.userId, staff.id));
    expect(granted).toHaveLength(7);
  });

  it('seeds the 28 menu permissions of 000 §6 and two producer codes per core for each demo producer', async () => {
    const rows = await t.database.db.select().from(permissions);
    expect(rows.filter((p) => p.scope === 'producer')).toHaveLength(20);
    expect(rows.filter((p) => p.scope === 'simulator')).toHaveLength(9);
    const codes = await t.database.db
      .select({ cuit: producers.cuit, core: producerCodes.core, n: count() })
      .from(producerCodes)
      .innerJoin(producers, eq(producers.id, producerCodes.producerId))
      .groupBy(producers.cuit, producerCodes.core);
    const demo = codes.filter((c) => ['20172543597', '20334445551'].includes(c.cuit));
    expect(demo).toHaveLength(4);
    expect(demo.every((c) => c.n === 2)).toBe(true);
    // The others: a few producers with a single code of core EOS (the notifications leave them out).
    expect(codes.filter((c) => !demo.includes(c)).every((c) => c.core === 'EOS' && c.n === 1)).toBe(true);
  });

  it('leaves a migrated database alone when migrating again', async () => {
    await expect(migrate(t.database.db, driver)).resolves.toBeUndefined();
  });

  it('prints the accounts as a table with the password', () => {
    const text = formatDemoAccounts(demoAccounts ?? []);
    expect(text).toContain('Demo1234');
    expect(text).toMatch(/Gestor\s+27-30111222-5/);
  });
});
