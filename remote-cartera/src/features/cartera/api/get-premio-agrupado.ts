import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cartera from '@portal/shared/contract/cartera';

/** producer/GetPremioAgrupado: section 5, Composición de Premio of one invoice, with its total. */
export async function getPremioAgrupado(factura: number) {
  const [first] = await callApi(cartera.getPremioAgrupado, { query: { factura } });
  return { items: first?.premioAgrupado ?? [], total: first?.total ?? 0 };
}

export const premioAgrupadoQueryOptions = (factura: number) =>
  queryOptions({
    queryKey: ['invoice', factura, 'premioAgrupado'],
    queryFn: () => getPremioAgrupado(factura),
    staleTime: Infinity,
  });
