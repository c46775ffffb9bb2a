import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, shell } from '@portal/shared';

export type CobranzasCombo = 'Ramo_Rejection' | 'Producto_Rejection' | 'Ramo_Debtors' | 'Producto_Debtors';

/** datos/GetComboValues?e=Ramo_{report} | Producto_{report}: the product tab's options (001 §7). */
export function getCombo(key: CobranzasCombo) {
  return callApi(shell.getComboValues, { query: { e: key } });
}

export const comboQueryOptions = (key: CobranzasCombo) =>
  queryOptions({
    queryKey: ['combo', key],
    queryFn: () => getCombo(key),
    staleTime: 10 * 60 * 1000,
    // A combo the server does not offer leaves the field as free text.
    retry: false,
  });

export function useCombo(key: CobranzasCombo) {
  return useQuery(comboQueryOptions(key));
}
