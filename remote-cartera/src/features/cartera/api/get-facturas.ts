import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import type { PolicyKeys } from '../components/policy-keys';

/** producer/GetFacturas: section 7, Facturación. */
export async function getFacturas(keys: PolicyKeys) {
  const [first] = await callApi(cartera.getFacturas, { query: keys });
  return first?.facturas ?? [];
}

export const facturasQueryOptions = (keys: PolicyKeys) =>
  queryOptions({
    queryKey: ['policy', keys.poliza, 'facturas'],
    queryFn: () => getFacturas(keys),
    staleTime: Infinity,
  });
