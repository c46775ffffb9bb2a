import { and, asc, desc, eq, gt, gte, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';

/** The web news shown in the carousel at `current`: in their order. */
export async function findNews(db: Db, current: Date) {
  const shown = and(
    eq(news.type, 0),
    gt(news.order, 0),
    isNotNull(news.image),
    lte(news.validFrom, current),
    gte(news.validTo, current),
  );
  return db.select().from(news).where(shown).orderBy(asc(news.order), asc(news.validFrom), asc(news.id));
}

/** Every notice of one type (the administration's grid), newest first. */
export function findNewsOfType(db: Db, type: number) {
  return db.select().from(news).where(eq(news.type, type)).orderBy(desc(news.validFrom), desc(news.id));
}
