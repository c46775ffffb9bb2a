import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as news from '@portal/shared/contract/news';

export type NoticeType = 0 | 1;
export type Notice = Awaited<ReturnType<typeof getNotices>>[number];

/** GET news/NewsSearch?Type: every web (0) or e-mail (1) notice, with the grid's flags (002 §3). */
export function getNotices(type: NoticeType) {
  return callApi(news.newsSearch, { query: { Type: String(type) as '0' | '1' } });
}

export const noticesQueryOptions = (type: NoticeType) =>
  queryOptions({ queryKey: ['admin', 'news', type], queryFn: () => getNotices(type), retry: false });

export function useNotices(type: NoticeType) {
  return useQuery(noticesQueryOptions(type));
}
