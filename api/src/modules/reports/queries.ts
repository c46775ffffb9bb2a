import { and, asc, desc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { columnViews, labels, reportSchedules, type ScheduleFilters } from '../../db/schema';

export async function findSchedule(db: Db, userId: number, urlApi: string) {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.userId, userId), eq(reportSchedules.urlApi, urlApi)))
    .limit(1);
  return row;
}

export async function upsertSchedule(
  db: Db,
  values: {
    userId: number;
    urlApi: string;
    period: number;
    enabled: boolean;
    executions: { Day: number; Hour: number }[];
    filters: ScheduleFilters;
  },
) {
  const [row] = await db
    .insert(reportSchedules)
    .values(values)
    .onConflictDoUpdate({
      target: [reportSchedules.userId, reportSchedules.urlApi],
      set: {
        period: values.period,
        enabled: values.enabled,
        executions: values.executions,
        filters: values.filters,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

export function enabledSchedules(db: Db) {
  return db.select().from(reportSchedules).where(eq(reportSchedules.enabled, true)).orderBy(asc(reportSchedules.id));
}

export async function findScheduleById(db: Db, id: number) {
  const [row] = await db.select().from(reportSchedules).where(eq(reportSchedules.id, id)).limit(1);
  return row;
}

export async function markScheduleRun(db: Db, id: number) {
  await db.update(reportSchedules).set({ lastRunAt: new Date() }).where(eq(reportSchedules.id, id));
}

/** The legend in force for (section, type): enabled, started, not ended. */
export async function findLabel(db: Db, section: string, type: string, now: Date) {
  const [row] = await db
    .select({ text: labels.text })
    .from(labels)
    .where(
      and(
        eq(labels.section, section),
        eq(labels.type, type),
        eq(labels.enabled, true),
        or(isNull(labels.startDate), lte(labels.startDate, now)),
        or(isNull(labels.endDate), gte(labels.endDate, now)),
        or(isNull(labels.finishDate), gte(labels.finishDate, now)),
      ),
    )
    // The newest legend in force wins: one written today replaces an older one without inactivating it.
    .orderBy(desc(labels.startDate), desc(labels.id))
    .limit(1);
  return row;
}

export async function findColumnView(db: Db, userId: number, report: string) {
  const [row] = await db
    .select({ columns: columnViews.columns })
    .from(columnViews)
    .where(and(eq(columnViews.userId, userId), eq(columnViews.report, report)))
    .limit(1);
  return row;
}

export async function saveColumnView(
  db: Db,
  userId: number,
  report: string,
  columns: { name: string; title: string; index: number; show: boolean }[],
) {
  await db
    .insert(columnViews)
    .values({ userId, report, columns })
    .onConflictDoUpdate({ target: [columnViews.userId, columnViews.report], set: { columns, updatedAt: new Date() } });
}
