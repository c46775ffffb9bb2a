import { INVOICE_UPLOAD_ENTITIES } from '@portal/shared/contract/uploads';
import { and, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoiceSubmissions, settlementMovements, storedFiles } from '../../db/schema';

const mv = settlementMovements;

/** Departments of 001 §3 by the portfolio's branches: Retiro ← 4, Vida y Sepelio ← 1 and 2, AP - Salud - Patrimoniales ← 3. */
export const DEPARTMENT_BRANCHES: Record<number, string[]> = { 1: ['4'], 2: ['1', '2'], 3: ['3'] };

/** Amounts settled by branch summed by department, in cents so that the sums are exact. */
export function byDepartment(rows: { branch: string; amount: number | null }[]): Record<number, number> {
  const result: Record<number, number> = { 1: 0, 2: 0, 3: 0 };
  for (const [dep, branches] of Object.entries(DEPARTMENT_BRANCHES)) {
    const cents = rows
      .filter((r) => branches.includes(r.branch))
      .reduce((s, r) => s + Math.round((r.amount ?? 0) * 100), 0);
    result[Number(dep)] = cents / 100;
  }
  return result;
}

/** The commissions settled to invoice by department in a range (the amount of an invoice). */
export async function amountsByDepartment(db: Db, producerIds: number[], from: string, to: string) {
  const rows = await db
    .select({ branch: mv.branchCode, amount: sum(mv.commissionAmount).mapWith(Number) })
    .from(mv)
    .where(
      and(
        inArray(mv.producerId, producerIds),
        gte(mv.imputationDate, from),
        lte(mv.imputationDate, to),
        eq(mv.estado, 1),
      ),
    )
    .groupBy(mv.branchCode);
  return byDepartment(rows);
}

/** The commissions settled to invoice in a range by month (year × 100 + month) and branch. */
export function settledByMonthAndBranch(db: Db, producerId: number, from: string, to: string) {
  const month = sql<number>`(extract(year from ${mv.imputationDate}) * 100 + extract(month from ${mv.imputationDate}))::int`;
  return db
    .select({ month, branch: mv.branchCode, amount: sum(mv.commissionAmount).mapWith(Number) })
    .from(mv)
    .where(
      and(eq(mv.producerId, producerId), gte(mv.imputationDate, from), lte(mv.imputationDate, to), eq(mv.estado, 1)),
    )
    .groupBy(month, mv.branchCode);
}

/** The months and departments of some months that the producer has sent an invoice for. */
export function invoicedMonths(db: Db, producerId: number, months: number[]) {
  return db
    .selectDistinct({ month: invoiceSubmissions.month, department: invoiceSubmissions.department })
    .from(invoiceSubmissions)
    .where(and(eq(invoiceSubmissions.producerId, producerId), inArray(invoiceSubmissions.month, months)));
}

export function pendingUploads(db: Db, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.userId, userId),
        eq(storedFiles.entity, INVOICE_UPLOAD_ENTITY),
        sql`${storedFiles.entityId} is null`,
      ),
    );
}

/** Files uploaded for an invoice not sent yet; on send they become entity 'Factura' of the submission. */
/** An invoice's files before it is sent, and once sent: the contract's upload entities. */
export const [INVOICE_UPLOAD_ENTITY, INVOICE_ENTITY] = INVOICE_UPLOAD_ENTITIES;
