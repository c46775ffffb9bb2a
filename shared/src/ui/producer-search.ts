import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, normalizeCuit, type ResponseOf } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The producer typeahead of 002 §5 (datos/GetAutocompleteValues), one for the simulator's producer choice
 * and the administration's producer filters: by CUIT or by name, upper case, 400 ms after the last key,
 * at least 2 characters, 50 a page and 49 shown.
 */

export type ProducerSearchOption = ResponseOf<typeof shell.getAutocompleteValues>['items'][number];
export type ProducerSearchBy = 'cuit' | 'name';

const DEBOUNCE_MS = 400;
const MIN_CHARS = 2;
const PAGE_SIZE = 50;
const MAX_SHOWN = 49;

/** The search text as sent: upper case; a CUIT without its dashes. */
function searchText(by: ProducerSearchBy, text: string): string {
  const upper = text.trim().toUpperCase();
  return by === 'cuit' ? normalizeCuit(upper) : upper;
}

function searchProducers(by: ProducerSearchBy, q: string, signal?: AbortSignal) {
  return callApi(shell.getAutocompleteValues, {
    query: { e: by === 'cuit' ? 'Productor_CUIT' : 'Productor_NOMBRE', q, page: 1, per_page: PAGE_SIZE },
    signal,
  });
}

function searchQueryOptions(by: ProducerSearchBy, q: string) {
  return queryOptions({
    queryKey: ['producer-search', by, q],
    queryFn: ({ signal }) => searchProducers(by, q, signal),
    enabled: q.length >= MIN_CHARS,
    staleTime: 60_000,
  });
}

/** Producers matching what is typed, once typing pauses; at most 49 shown, `total` says how many match. */
export function useProducerSearch(by: ProducerSearchBy, typed: string) {
  const q = useDebouncedValue(searchText(by, typed), DEBOUNCE_MS);
  const query = useQuery(searchQueryOptions(by, q));
  return {
    ...query,
    options: (query.data?.items ?? []).slice(0, MAX_SHOWN),
    total: query.data?.total_count ?? 0,
    tooShort: q.length < MIN_CHARS,
  };
}
