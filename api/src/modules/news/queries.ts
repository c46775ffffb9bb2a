import { and, asc, desc, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';

/** The web news shown in the carousel at `current` (all of them when null): in their order. */
export async function findNews(db: Db, current: Date | null) {
  const shown = and(eq(news.type, 0), gt(news.order, 0), isNotNull(news.image));
  const where = current ? and(shown, lte(news.validFrom, current), gte(news.validTo, current)) : shown;
  return db.select().from(news).where(where).orderBy(asc(news.order), asc(news.validFrom), asc(news.id));
}

/** Every notice of one type (the administration's grid), newest first. */
export function findNewsOfType(db: Db, type: number) {
  return db.select().from(news).where(eq(news.type, type)).orderBy(desc(news.validFrom), desc(news.id));
}
