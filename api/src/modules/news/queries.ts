import { and, asc, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { news } from '../../db/schema';

/** Every news item, or only those whose validity includes `now`; oldest first, as the carousel shows them. */
export async function findNews(db: Db, current: Date | null) {
  const where = current ? and(lte(news.validFrom, current), gte(news.validTo, current)) : undefined;
  return db.select().from(news).where(where).orderBy(asc(news.validFrom), asc(news.id));
}
