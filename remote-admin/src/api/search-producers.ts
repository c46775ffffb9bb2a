import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** 002 §5 typeahead: 50 per page, at most 49 shown. */
const PER_PAGE = 50;
const MAX_SHOWN = 49;

/** datos/GetAutocompleteValues by CUIT (digits) or by name, the text in upper case (002 §5, §7). */
export async function searchProducers(text: string, signal?: AbortSignal) {
  const q = text.trim().toUpperCase();
  const byCuit = /^[\d-]+$/.test(q);
  const answer = await callApi(shell.getAutocompleteValues, {
    query: { e: byCuit ? 'Productor_CUIT' : 'Productor_NOMBRE', q, page: 1, per_page: PER_PAGE },
    signal,
  });
  return answer.items.slice(0, MAX_SHOWN);
}

export const producerSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['admin', 'producers', text.trim().toUpperCase()],
    queryFn: ({ signal }) => searchProducers(text, signal),
    enabled: text.trim().length >= 2,
    staleTime: 60_000,
  });

export function useProducerSearch(text: string) {
  return useQuery(producerSearchQueryOptions(text));
}
