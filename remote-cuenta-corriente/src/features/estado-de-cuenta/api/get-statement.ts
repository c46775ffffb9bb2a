import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as st from '@portal/shared/contract/statement';

/** GET Settlement/EstadoDeCuenta?cuit&periodo: the month's statement with its running balance. */
export const statementQueryOptions = (cuit: string, periodo: number) =>
  queryOptions({
    queryKey: ['estado-de-cuenta', cuit, periodo],
    queryFn: ({ signal }) => callApi(st.estadoDeCuenta, { query: { cuit, periodo }, signal }),
  });

export function useStatement(cuit: string | null, periodo: number) {
  return useQuery({ ...statementQueryOptions(cuit ?? '', periodo), enabled: Boolean(cuit) });
}
