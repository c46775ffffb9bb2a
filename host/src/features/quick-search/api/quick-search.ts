import { keepPreviousData, queryOptions, useQuery } from '@portal/shared/query';
import { callApi, useEffectiveCuit } from '@portal/shared';
import { quickSearch, quickSearchReady } from '@portal/shared/contract/quick-search';

/** Keyed by whose portfolio it is: a simulator that picks another producer must not see the last one's answers. */
export function quickSearchQueryOptions(owner: string | null, q: string) {
  return queryOptions({
    queryKey: ['quick-search', owner, q],
    queryFn: ({ signal }) => callApi(quickSearch, { query: { q }, signal }),
    staleTime: 30_000,
  });
}

/** The matches of a query once it says enough (three characters); the last answer stays while the next loads. */
export function useQuickSearch(q: string) {
  const owner = useEffectiveCuit();
  const text = q.trim();
  return useQuery({
    ...quickSearchQueryOptions(owner, text),
    enabled: quickSearchReady(text),
    placeholderData: keepPreviousData,
  });
}
