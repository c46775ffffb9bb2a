import { sql } from 'drizzle-orm';
import { cutDateOf } from '../modules/cobranzas/cut-date';
import { FolderFileStore } from '../lib/storage';
import { createTestDatabase, TEST_FILES_DIR, type TestDatabase } from '../testing/database';
import { periodOfDay } from '../modules/cobranzas/cut-date';
import { addDays, monthStart } from './calendar';
import { seedIfEmpty } from '.';

const files = new FolderFileStore(TEST_FILES_DIR);
const DEMO = '20172543597';

/** The day a month before `day` as dayjs counts it (the /rechazos default): a 31st falls back to the shorter month's last day. */
function monthBefore(day: string): string {
  const first = monthStart(day, -1);
  const last = addDays(monthStart(day), -1);
  const same = `${first.slice(0, 8)}${day.slice(8)}`;
  return same > last ? last : same;
}

/**
 * Issue 38 §1: seeded on any day, the demo producer's default searches find rows. Seeded on days that
 * stress the calendar: the 1st, right after the newest debits' last retry (the 24th), and a 31st after a
 * February. PGlite only: each day is a full seed.
 */
describe.each(['2027-03-01T12:00:00Z', '2026-11-24T12:00:00Z', '2027-03-31T23:30:00Z'])(
  'the demo seeded at %s',
  (instant) => {
    let t: TestDatabase;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Argentina/Buenos_Aires' }).format(
      new Date(instant),
    );
    beforeAll(async () => {
      t = await createTestDatabase('pglite', { seed: false });
      await seedIfEmpty(t.database.db, { files, now: new Date(instant) });
    });
    afterAll(() => t?.dispose());

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const one = async (query: ReturnType<typeof sql>) => Number((await rows<{ n: string | number }>(query))[0].n);
    const demo = sql`(select id from producers where cuit = ${DEMO})`;

    it('has rejections from one month ago until today, and none after today', async () => {
      expect(
        await one(
          sql`select count(*) n from debit_rejections where producer_id = ${demo} and rejection_date between ${monthBefore(today)}::date and ${today}::date`,
        ),
      ).toBeGreaterThan(0);
      expect(await one(sql`select count(*) n from debit_rejections where rejection_date > ${today}::date`)).toBe(0);
    });

    it('has a settlement and settled movements in the previous month, and pending commissions', async () => {
      const [from, to] = [monthStart(today, -1), addDays(monthStart(today), -1)];
      expect(
        await one(
          sql`select count(*) n from settlement_payments where producer_id = ${demo} and tipo_registro = 2 and fecha between ${from}::date and ${to}::date`,
        ),
      ).toBe(1);
      expect(
        await one(
          sql`select count(*) n from settlement_movements where producer_id = ${demo} and imputation_date between ${from}::date and ${to}::date`,
        ),
      ).toBeGreaterThan(0);
      expect(await one(sql`select count(*) n from pending_commissions where producer_id = ${demo}`)).toBeGreaterThan(0);
    });

    it("has debtors about to be cancelled in yesterday's month's listing, cut on its last business day", async () => {
      const period = periodOfDay(addDays(today, -1));
      expect(
        await one(
          sql`select count(*) n from premium_debts where producer_id = ${demo} and year_month = ${period} and cut_date = ${cutDateOf(period)}::date and days_expired > 60`,
        ),
      ).toBeGreaterThan(0);
    });

    it('has current communications (one requiring confirmation), news, legends of the four sections and new notifications', async () => {
      const now = sql`${instant}::timestamptz`;
      expect(
        await one(
          sql`select count(*) n from communications where enabled and confirmation_required and start_date <= ${today}::date and (end_date is null or end_date >= ${today}::date)`,
        ),
      ).toBe(1);
      expect(await one(sql`select count(*) n from news where valid_from <= ${now} and valid_to >= ${now}`)).toBe(3);
      expect(await one(sql`select count(distinct section) n from labels where enabled and start_date <= ${now}`)).toBe(
        4,
      );
      expect(
        await one(
          sql`select count(*) n from notifications where cuit = ${DEMO} and verified_at is null and created_at <= ${now}`,
        ),
      ).toBeGreaterThan(0);
    });

    it('has the daily and monthly notification definitions, each scheduled and addressed', async () => {
      const definitions = await rows<{ description: string; period: number; destinations: string | number }>(sql`
      select d.description, p.period, (select count(*) from notification_destinations n where n.definition_id = d.id) as destinations
      from notification_definitions d join scheduler_processes p on p.definition_id = d.id order by d.id`);
      expect(definitions.map((r) => [r.description, Number(r.period), Number(r.destinations)])).toEqual([
        ['Alerta diaria de pólizas próximas a anularse', 0, 1],
        ['Aviso mensual de liquidación disponible', 2, 1],
      ]);
    });
  },
);
