import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, normalizeCuit, type ResponseOf } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

export type ProducerOption = ResponseOf<typeof shell.getAutocompleteValues>['items'][number];
export type SearchBy = 'cuit' | 'name';

/** Typeahead limits of 002 §5: 400 ms debounce, 2 characters, 50 per page, 49 shown. */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_MAX_SHOWN = 49;

/** The search text as sent: upper case; a CUIT without its dashes. */
export function searchText(by: SearchBy, text: string): string {
  const upper = text.trim().toUpperCase();
  return by === 'cuit' ? normalizeCuit(upper) : upper;
}

export function searchProducers(by: SearchBy, q: string, signal?: AbortSignal) {
  return callApi(shell.getAutocompleteValues, {
    query: { e: by === 'cuit' ? 'Productor_CUIT' : 'Productor_NOMBRE', q, page: 1, per_page: SEARCH_PAGE_SIZE },
    signal,
  });
}

export function searchProducersQueryOptions(by: SearchBy, q: string) {
  return queryOptions({
    queryKey: ['producer-search', by, q],
    queryFn: ({ signal }) => searchProducers(by, q, signal),
    enabled: q.length >= SEARCH_MIN_CHARS,
    staleTime: 60_000,
  });
}

/** Producers matching what is typed, once typing pauses; at most 49 shown. */
export function useProducerSearch(by: SearchBy, typed: string) {
  const q = useDebouncedValue(searchText(by, typed), SEARCH_DEBOUNCE_MS);
  const query = useQuery(searchProducersQueryOptions(by, q));
  return {
    ...query,
    options: (query.data?.items ?? []).slice(0, SEARCH_MAX_SHOWN),
    total: query.data?.total_count ?? 0,
    tooShort: q.length < SEARCH_MIN_CHARS,
  };
}
