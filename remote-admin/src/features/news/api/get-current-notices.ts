import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as news from '@portal/shared/contract/news';

export type CurrentNotice = Awaited<ReturnType<typeof getCurrentNotices>>[number];

/**
 * GET news/NewsSearch?Vigentes=true: the web notices shown today, what the home carousel shows. Without Type
 * any signed-in user may ask for them: they need no VerMarketing.
 */
export function getCurrentNotices() {
  return callApi(news.newsSearch, { query: { Vigentes: 'true' } });
}

// The host's carousel caches the same answer under this key, so going from /home to /news asks nothing again.
export const currentNoticesQueryOptions = () =>
  queryOptions({ queryKey: ['news', 'vigentes'], queryFn: getCurrentNotices, retry: false });

export function useCurrentNotices() {
  return useQuery(currentNoticesQueryOptions());
}
