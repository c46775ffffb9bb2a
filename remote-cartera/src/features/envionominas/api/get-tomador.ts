import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** GET Datos/Tomador?poliza: the policyholder of a policy number. */
export async function getTomador(poliza: string) {
  const answer = await callApi(cartera.tomador, { query: { poliza } });
  return answer.value;
}

/** 001 §4: looked up once the policy number is longer than 3 digits. */
function tomadorLookupAllowed(poliza: string): boolean {
  return /^\d+$/.test(poliza) && poliza.length > 3;
}

export const tomadorQueryOptions = (poliza: string) =>
  queryOptions({
    queryKey: ['tomador', poliza],
    queryFn: () => getTomador(poliza),
    enabled: tomadorLookupAllowed(poliza),
    retry: false,
    staleTime: 5 * 60 * 1000,
  });

export function useTomador(poliza: string) {
  return useQuery(tomadorQueryOptions(poliza));
}
