import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import type { PolicyKeys } from '../components/policy-keys';

/** producer/GetFormaPago: section 6, Forma de Pago. */
export async function getFormaPago(keys: PolicyKeys) {
  const [first] = await callApi(cartera.getFormaPago, { query: keys });
  return first?.formaPago ?? [];
}

export const formaPagoQueryOptions = (keys: PolicyKeys) =>
  queryOptions({
    queryKey: ['policy', keys.poliza, 'formaPago'],
    queryFn: () => getFormaPago(keys),
    staleTime: Infinity,
  });
