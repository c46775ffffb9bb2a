import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** producer/GetCoberturas: section 3, Coberturas. */
export async function getCoberturas(poliza: number) {
  const [first] = await callApi(cartera.getCoberturas, { query: { poliza } });
  return first?.coberturas ?? [];
}

export const coberturasQueryOptions = (poliza: number) =>
  queryOptions({
    queryKey: ['policy', poliza, 'coberturas'],
    queryFn: () => getCoberturas(poliza),
    staleTime: Infinity,
  });
