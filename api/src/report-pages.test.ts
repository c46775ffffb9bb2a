import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import {
  debitRejections,
  pendingCommissions,
  policies,
  premiumDebts,
  producerCodes,
  producers,
  settlementMovements,
  settlementPayments,
} from './db/schema';
import type { ReportSortIndexes } from './db/sort-indexes';
import { type GridSortInput, gridOrder } from './lib/grid-query';
import { portfolioExportPages, portfolioPage, portfolioRows, portfolioSortIndexes } from './modules/cartera/queries';
import {
  debtorExportPages,
  debtorPage,
  debtorSortIndexes,
  rejectionExportPages,
  rejectionPage,
  rejectionSortIndexes,
} from './modules/cobranzas/queries';
import {
  pendingExportPages,
  pendingPage,
  pendingSortIndexes,
} from './modules/cuenta-corriente/comisiones-pendientes-queries';
import {
  movementExportPages,
  movementPage,
  movementSortIndexes,
  ownMovementRows,
} from './modules/cuenta-corriente/liquidacion-queries';
import {
  paymentExportPages,
  paymentPage,
  paymentSortIndexes,
} from './modules/cuenta-corriente/pagos-liquidaciones-queries';
import { allSortIndexes, ensureReportSortIndexes } from './report-sort-indexes';
import { createTestDatabase, type TestDatabase, testDrivers } from './testing/database';

/**
 * A large report's page is read ids first (docs/adr/0027-report-pages-follow-the-page.md): its ids in the sort's
 * order (LIMIT/OFFSET there), then those rows. Every page, in every sort the grid offers, must be the slice of the
 * whole ordered search that a plain ORDER BY … OFFSET gives, on both engines, and so must an export's (its ids read
 * once, then each page by id). On PostgreSQL every offered sort must
 * also come from an index, never from sorting the producer's rows.
 */
const sortsOf = (fields: string[]): GridSortInput[][] => [
  [],
  ...fields.flatMap((field) => (['asc', 'desc'] as const).map((sort) => [{ field, sort }])),
];

interface Scope {
  producerId: number;
  codes: string[];
  period: number;
}

interface Report {
  name: string;
  spec: ReportSortIndexes;
  defaultOrder: { expr: AnyPgColumn; sort: 'asc' | 'desc' }[];
  /** The search's conditions as the plain query states them. */
  where(s: Scope): SQL | undefined;
  /** The page functions under test (each returns the rows in order). */
  pages(db: Db, s: Scope, sort: GridSortInput[], offset: number, limit: number): Promise<{ id: number }[]>[];
}

const reports: Report[] = [
  {
    name: 'portfolio',
    spec: portfolioSortIndexes,
    defaultOrder: [{ expr: policies.issueDate, sort: 'desc' }],
    where: (s) => and(eq(policies.producerId, s.producerId), inArray(policies.producerCode, s.codes)),
    pages: (db, s, sort, offset, limit) => {
      const f = { producerIds: [s.producerId], codes: s.codes, gridFilters: [] };
      return [
        portfolioPage(db, f, sort, offset, limit),
        portfolioRows(db, f, sort, offset, limit),
        portfolioExportPages(db, f, sort)(offset, limit, []),
      ];
    },
  },
  {
    name: 'rejections',
    spec: rejectionSortIndexes,
    defaultOrder: [{ expr: debitRejections.rejectionDate, sort: 'desc' }],
    where: (s) => and(eq(debitRejections.producerId, s.producerId), inArray(debitRejections.producerCode, s.codes)),
    pages: (db, s, sort, offset, limit) => {
      const f = { producerIds: [s.producerId], codes: s.codes, gridFilters: [] };
      return [rejectionPage(db, f, sort, offset, limit), rejectionExportPages(db, f, sort)(offset, limit, [])];
    },
  },
  {
    name: 'debtors',
    spec: debtorSortIndexes,
    defaultOrder: [{ expr: premiumDebts.daysExpired, sort: 'desc' }],
    where: (s) =>
      and(
        eq(premiumDebts.producerId, s.producerId),
        inArray(premiumDebts.producerCode, s.codes),
        eq(premiumDebts.yearMonth, s.period),
      ),
    pages: (db, s, sort, offset, limit) => {
      const f = {
        producerIds: [s.producerId],
        codes: s.codes,
        vigencia: s.period,
        proximasAnularse: false,
        gridFilters: [],
      };
      return [debtorPage(db, f, sort, offset, limit), debtorExportPages(db, f, sort)(offset, limit, [])];
    },
  },
  {
    name: 'settlement by movement',
    spec: movementSortIndexes,
    defaultOrder: [{ expr: settlementMovements.imputationDate, sort: 'desc' }],
    where: (s) =>
      and(eq(settlementMovements.producerId, s.producerId), inArray(settlementMovements.producerCode, s.codes)),
    pages: (db, s, sort, offset, limit) => {
      const f = { producerIds: [s.producerId], codes: s.codes, gridFilters: [] };
      return [
        movementPage(db, f, sort, offset, limit),
        ownMovementRows(db, f, sort, offset, limit),
        movementExportPages(db, f, sort)(offset, limit, []),
      ];
    },
  },
  {
    name: 'payments and settlements',
    spec: paymentSortIndexes,
    defaultOrder: [{ expr: settlementPayments.fecha, sort: 'desc' }],
    where: (s) => eq(settlementPayments.producerId, s.producerId),
    pages: (db, s, sort, offset, limit) => {
      const f = { producerIds: [s.producerId], gridFilters: [] };
      return [paymentPage(db, f, sort, offset, limit), paymentExportPages(db, f, sort)(offset, limit, [])];
    },
  },
  {
    name: 'pending commissions',
    spec: pendingSortIndexes,
    defaultOrder: [{ expr: pendingCommissions.fechaAplicacion, sort: 'desc' }],
    where: (s) => eq(pendingCommissions.producerId, s.producerId),
    pages: (db, s, sort, offset, limit) => {
      const f = { producerIds: [s.producerId], gridFilters: [] };
      return [pendingPage(db, f, sort, offset, limit), pendingExportPages(db, f, sort)(offset, limit, [])];
    },
  },
];

async function demoScope(db: Db): Promise<Scope> {
  const [{ id: producerId }] = await db
    .select({ id: producers.id })
    .from(producers)
    .where(eq(producers.cuit, '20172543597'));
  const codes = (
    await db.select({ code: producerCodes.code }).from(producerCodes).where(eq(producerCodes.producerId, producerId))
  ).map((c) => c.code);
  // The producer's period with the most debtor lines.
  const [{ period }] = await db
    .select({ period: premiumDebts.yearMonth })
    .from(premiumDebts)
    .where(eq(premiumDebts.producerId, producerId))
    .groupBy(premiumDebts.yearMonth)
    .orderBy(desc(count()))
    .limit(1);
  return { producerId, codes, period };
}

describe.each(testDrivers())('report pages read ids first, on %s', (driver) => {
  let t: TestDatabase;
  let scope: Scope;
  beforeAll(async () => {
    t = await createTestDatabase(driver);
    scope = await demoScope(t.database.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it.each(reports.map((r) => [r.name, r] as const))(
    '%s: every page of every sort is the plain offset page',
    async (_name, report) => {
      const { db } = t.database;
      const { table, id, columns } = report.spec;
      let compared = 0;
      for (const sort of sortsOf(Object.keys(columns))) {
        const order = gridOrder(columns, sort, report.defaultOrder, id);
        const all = (
          (await db.select({ id }).from(table).where(report.where(scope)).orderBy(order)) as { id: number }[]
        ).map((r) => r.id);
        expect(all.length).toBeGreaterThan(10);
        const size = Math.max(3, Math.ceil(all.length / 5));
        for (let offset = 0; offset < all.length + size; offset += size) {
          for (const page of report.pages(db, scope, sort, offset, size)) {
            expect((await page).map((r) => r.id)).toEqual(all.slice(offset, offset + size));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(columns).length * 2);
    },
  );

  if (driver === 'postgres') {
    it('every sort a large report offers is read from an index, never sorted', async () => {
      const { db } = t.database;
      // The template has them all. They were built before any test started: an index built over rows a seed updated
      // (broken HOT chains) serves only transactions that began after it, and none of these is older.
      expect(await ensureReportSortIndexes(db, 'postgres')).toBe(0);
      const sorted: string[] = [];
      await db.transaction(async (tx) => {
        // Sorting and scanning the table are made prohibitive: the plan still sorts if no index gives the order.
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const report of reports) {
          const { table, id, columns, lead } = report.spec;
          const fixed = and(...lead.map((c) => eq(c, c === premiumDebts.yearMonth ? scope.period : scope.producerId)));
          for (const sort of sortsOf(Object.keys(columns))) {
            const order = gridOrder(columns, sort, report.defaultOrder, id);
            const query = tx.select({ id }).from(table).where(fixed).orderBy(order).limit(10).offset(20).toSQL();
            const plan = (await tx.execute(
              sql.raw(
                `explain (format json) ${query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1]))}`,
              ),
            )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
            if (JSON.stringify(plan.rows[0]['QUERY PLAN']).includes('"Node Type":"Sort"'))
              sorted.push(`${report.name} ${JSON.stringify(sort)}`);
          }
        }
      });
      expect(sorted).toEqual([]);
      expect(allSortIndexes().length).toBeGreaterThan(130);
    });
  }
});
