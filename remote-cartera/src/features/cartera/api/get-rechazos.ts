import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';
import type { PolicyKeys } from '../components/policy-keys';

/** producer/GetRechazos: section 8, Rechazos of one invoice. */
export async function getRechazos(factura: number, keys: PolicyKeys) {
  const [first] = await callApi(cartera.getRechazos, {
    query: { factura, idRamo: keys.idRamo, idProducto: keys.idProducto, idCertificado: keys.idCertificado },
  });
  return first?.rechazos ?? [];
}

export const rechazosQueryOptions = (factura: number, keys: PolicyKeys) =>
  queryOptions({
    queryKey: ['invoice', factura, 'rechazos'],
    queryFn: () => getRechazos(factura, keys),
    staleTime: Infinity,
  });
