import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

/** GET Settlement/DetalleLiquidacion?LiqNro: the settlement's invoice figures. */
export const settlementDetailQueryOptions = (liqNro: number) =>
  queryOptions({
    queryKey: ['pagos-liquidaciones', 'detalle-liquidacion', liqNro],
    queryFn: ({ signal }) => callApi(cc.detalleLiquidacion, { query: { LiqNro: liqNro }, signal }),
  });
