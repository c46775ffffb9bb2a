import type { ResponseOf } from '@portal/shared/contract';
import type { news as newsContract } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { findNews } from './queries';

type NewsItems = ResponseOf<typeof newsContract.newsSearch>;

/** GET news/NewsSearch: with Vigentes=true only the news current at `now`, in the spec's field names. */
export async function searchNews(db: Db, { vigentes, now = new Date() }: { vigentes: boolean; now?: Date }): Promise<NewsItems> {
  const rows = await findNews(db, vigentes ? now : null);
  return rows.map((n) => ({ Image: n.image, SubTitle: n.subTitle, Text: n.text, URL: n.url, BackgroundSize: n.backgroundSize }));
}
