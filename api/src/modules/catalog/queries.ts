import { asc, count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { producers, products } from '../../db/schema';

/** Producers whose CUIT starts with, or whose "LASTNAME NAME" contains, the upper-cased query. */
export async function searchProducers(db: Db, by: 'cuit' | 'name', text: string, limit: number, offset: number) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const fullName = sql`upper(${producers.lastName} || ' ' || ${producers.name})`;
  const where = by === 'cuit' ? like(producers.cuit, `${escaped}%`) : sql`${fullName} like ${`%${escaped}%`}`;
  const rows = await db
    .select({
      cuit: producers.cuit,
      name: producers.name,
      lastName: producers.lastName,
      unregistered: producers.unregistered,
    })
    .from(producers)
    .where(where)
    .orderBy(by === 'cuit' ? asc(producers.cuit) : asc(fullName))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(producers).where(where);
  return { rows, total: total.n };
}

export function producersById(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: producers.id, cuit: producers.cuit, name: producers.name, lastName: producers.lastName })
    .from(producers)
    .where(inArray(producers.id, ids));
}

/** The branches (ramos) of the insurer's products. */
export function listBranches(db: Db) {
  return db
    .selectDistinct({ id: products.branchCode, value: products.branchDescription })
    .from(products)
    .orderBy(asc(products.branchCode), asc(products.branchDescription));
}

/** The products, of one branch when given. */
export function listProducts(db: Db, branchCode?: string) {
  return db
    .select({ id: products.code, value: products.description })
    .from(products)
    .where(branchCode ? eq(products.branchCode, branchCode) : undefined)
    .orderBy(asc(products.description));
}
