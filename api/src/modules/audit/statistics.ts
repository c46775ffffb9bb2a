import { and, count, countDistinct, desc, eq, gte, isNull, max, sql } from 'drizzle-orm';
import { STATISTICS_PERIODS } from '@portal/shared/contract/admin-oversight';
import type { Db } from '../../db/client';
import { auditActions, sessions, UserType, users } from '../../db/schema';

/*
 * The statistics of 002 §2 /estadisticas, computed from what really happened: sign-ins are the
 * sessions (one per sign-in), registrations the producers' own accounts, module use the audit's
 * actions. Days and months are Argentina's (UTC-3, no daylight saving time).
 */

const local = (column: unknown) => sql`((${column} at time zone 'UTC') - interval '3 hours')`;

/** The start of a period of 002 §3 (0 today … 6 the last 12 months), as an instant. */
export function periodStart(period: number, now = new Date()): Date {
  const ar = new Date(now.getTime() - 3 * 3600 * 1000);
  const day = Date.UTC(ar.getUTCFullYear(), ar.getUTCMonth(), ar.getUTCDate()) + 3 * 3600 * 1000;
  const monthsBack = (n: number) =>
    Date.UTC(ar.getUTCFullYear(), ar.getUTCMonth() - n, ar.getUTCDate()) + 3 * 3600 * 1000;
  switch (period) {
    case 0:
      return new Date(day);
    case 1:
      return new Date(day - 6 * 24 * 3600 * 1000);
    case 2:
      return new Date(monthsBack(1));
    case 3:
      return new Date(monthsBack(3));
    case 4:
      return new Date(monthsBack(6));
    case 5:
      return new Date(Date.UTC(ar.getUTCFullYear(), 0, 1) + 3 * 3600 * 1000);
    default:
      return new Date(monthsBack(12));
  }
}

/** 002 §3 grouping formats: 0 day, 1 month, 2 year, 3 week. */
const GROUPS = [
  { unit: 'day', label: 'DD/MM/YYYY' },
  { unit: 'month', label: 'MM/YYYY' },
  { unit: 'year', label: 'YYYY' },
  { unit: 'week', label: '"Semana "IW/IYYY' },
] as const;

async function grouped(
  db: Db,
  column: typeof sessions.createdAt,
  where: ReturnType<typeof and>,
  format: number,
  joinUsers: boolean,
) {
  const { unit, label } = GROUPS[format] ?? GROUPS[1];
  const bucket = sql`date_trunc(${sql.raw(`'${unit}'`)}, ${local(column)})`;
  const base = db
    .select({
      bucket: sql<string>`${bucket}`.as('bucket'),
      label: sql<string>`to_char(${bucket}, ${sql.raw(`'${label}'`)})`,
      amount: count(),
    })
    .from(joinUsers ? sessions : users);
  const rows = await (joinUsers ? base.innerJoin(users, eq(users.id, sessions.userId)) : base)
    .where(where)
    .groupBy(sql`1, 2`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ label: r.label, amount: Number(r.amount) }));
}

/** Sign-ins of the period, by day up to a month, by month beyond ('Registro de ingresos'). */
export function lastAccesses(db: Db, period: number) {
  return grouped(db, sessions.createdAt, gte(sessions.createdAt, periodStart(period)), period <= 2 ? 0 : 1, true);
}

/** Producers that signed up in the period (their own accounts, not delegates), grouped by `format`. */
export function registeredUsers(db: Db, period: number, format: number) {
  return grouped(
    db,
    users.createdAt as unknown as typeof sessions.createdAt,
    and(eq(users.userType, UserType.producer), isNull(users.reportToCuit), gte(users.createdAt, periodStart(period))),
    format,
    false,
  );
}

/** The registered producers with their last sign-in, the latest first. */
export async function registeredProducers(db: Db) {
  const rows = await db
    .select({
      cuit: users.cuit,
      nombre: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      ultimoAcceso: max(sessions.createdAt),
    })
    .from(users)
    .leftJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.userType, UserType.producer), isNull(users.reportToCuit)))
    .groupBy(users.id)
    .orderBy(sql`3 desc nulls last`, users.id);
  return rows.map((r) => ({
    cuit: r.cuit ?? '',
    nombre: r.nombre,
    ultimoAcceso: r.ultimoAcceso ? new Date(r.ultimoAcceso).toISOString() : null,
  }));
}

/** The modules a call's path belongs to (its first segment after /api/ or /security/). */
const MODULE_NAMES: Record<string, string> = {
  cartera: 'Cartera',
  filerepository: 'Repositorio',
  reports: 'Reportes',
  notification: 'Notificaciones',
  communication: 'Comunicaciones',
  news: 'Novedades',
  label: 'Leyendas',
  simulator: 'Simuladores',
  login: 'Ingreso',
  account: 'Cuenta',
  producer: 'Productor',
  datos: 'Datos',
  parameters: 'Parámetros',
  simulatorusers: 'Usuarios simuladores',
};

/** How many users used each module in the period, the most used first. */
export async function modules(db: Db, period: number) {
  const segment = sql<string>`lower(split_part(${auditActions.function}, '/', 3))`;
  const rows = await db
    .select({ segment, users: countDistinct(auditActions.userId) })
    .from(auditActions)
    .where(gte(auditActions.createdAt, periodStart(period)))
    .groupBy(sql`1`)
    .orderBy(desc(sql`2`));
  const label = STATISTICS_PERIODS.find((p) => p.id === period)?.label ?? '';
  return rows.map((r) => ({ modulo: MODULE_NAMES[r.segment] ?? r.segment, periodo: label, cantidad: Number(r.users) }));
}
