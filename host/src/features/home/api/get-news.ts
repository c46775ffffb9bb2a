import { useQuery } from '@portal/shared/query';
import { callApi, scopeAllowed, scopeOfArea, useSessionStore } from '@portal/shared';
import * as news from '@portal/shared/contract/news';
import * as shell from '@portal/shared/contract/shell';

/**
 * The current news of the carousel (GET api/news/NewsSearch?Vigentes=true); not asked for by a delegate
 * without the Comunicaciones area (issue 40 §4), who sees the welcome image.
 */
export function useCurrentNews() {
  const allowed = useSessionStore((s) => scopeAllowed(s.session?.delegateAreas, scopeOfArea(news.newsSearch.area)));
  return useQuery({
    queryKey: ['news', 'vigentes'],
    queryFn: () => callApi(news.newsSearch, { query: { Vigentes: 'true' } }),
    retry: false,
    enabled: allowed,
  });
}

/** ShowDefaultHomeImg (000 §3): a JSON boolean; anything unreadable counts as false. */
export function useShowDefaultHomeImg() {
  return useQuery({
    queryKey: ['parameter', 'ShowDefaultHomeImg'],
    queryFn: async () => {
      const { Value } = await callApi(shell.getParameter, { query: { key: 'ShowDefaultHomeImg' } });
      try {
        return JSON.parse(Value) === true;
      } catch {
        return false;
      }
    },
    retry: false,
  });
}
