import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** producer/GetBeneficiarios: section 4, Beneficiarios. */
export async function getBeneficiarios(poliza: number) {
  const [first] = await callApi(cartera.getBeneficiarios, { query: { poliza } });
  return first?.beneficiarios ?? [];
}

export const beneficiariosQueryOptions = (poliza: number) =>
  queryOptions({
    queryKey: ['policy', poliza, 'beneficiarios'],
    queryFn: () => getBeneficiarios(poliza),
    staleTime: Infinity,
  });
