import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

/** GET Settlement/DetallePago?pagoNro: what a payment paid and withheld. */
export const paymentDetailQueryOptions = (pagoNro: number) =>
  queryOptions({
    queryKey: ['pagos-liquidaciones', 'detalle-pago', pagoNro],
    queryFn: ({ signal }) => callApi(cc.detallePago, { query: { pagoNro }, signal }),
  });

export function usePaymentDetail(pagoNro: number, enabled: boolean) {
  return useQuery({ ...paymentDetailQueryOptions(pagoNro), enabled });
}
