import type { ResponseOf } from '@portal/shared/contract';
import type { news as newsContract } from '@portal/shared/contract';
import type { Db } from '../../db/client';
import { findNews, findNewsOfType } from './queries';

type NewsItems = ResponseOf<typeof newsContract.newsSearch>;

/** GET news/NewsSearch without Type: the web news shown at `now` in the home carousel, in the spec's field names. */
export async function searchNews(db: Db, now = new Date()): Promise<NewsItems> {
  const rows = await findNews(db, now);
  // The validity dates too: the producers' read-only Marketing page (/news) shows them under each notice.
  return rows.map((n) => ({
    Id: n.id,
    Image: n.image ?? '',
    SubTitle: n.subTitle,
    Text: n.text,
    URL: n.url,
    BackgroundSize: n.backgroundSize,
    CreationDate: n.validFrom.toISOString(),
    UntilDate: n.validTo.toISOString(),
  }));
}

/** GET news/NewsSearch?Type: the administration's grid (002 §3 "News notice", grid-only flags included). */
export async function searchNewsOfType(db: Db, type: number, now = new Date()): Promise<NewsItems> {
  const rows = await findNewsOfType(db, type);
  return rows.map((n) => ({
    Id: n.id,
    Type: n.type,
    Title: n.title,
    SubTitle: n.subTitle,
    Text: n.text,
    CreationDate: n.validFrom.toISOString(),
    UntilDate: n.validTo.toISOString(),
    HTML: n.html,
    Image: n.image ?? '',
    DefaultImage: n.defaultImage,
    BackgroundSize: n.backgroundSize,
    Order: n.order,
    URL: n.url,
    User: n.userName,
    Pendiente: n.validFrom > now,
    Activo: n.validFrom <= now && n.validTo >= now,
    TieneImagen: Boolean(n.image),
    TieneHTML: Boolean(n.html),
  }));
}
