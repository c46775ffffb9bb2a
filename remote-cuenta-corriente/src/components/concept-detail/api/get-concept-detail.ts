import { queryOptions } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

/** GET settlement/ConceptoPorRubro?Rubro&cuit (&periodo): the concepts of one section. */
export const conceptDetailQueryOptions = (cuit: string, rubro: number, periodo: number) =>
  queryOptions({
    queryKey: ['conceptos', 'detalle', cuit, rubro, periodo],
    queryFn: ({ signal }) => callApi(cc.conceptoPorRubro, { query: { Rubro: rubro, cuit, periodo }, signal }),
  });
