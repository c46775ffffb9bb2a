import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** The reports whose product tab offers combos. */
export type ReportComboName = 'Portfolio' | 'Rejection' | 'Debtors' | 'Settlement';
/** The combos of the report screens' product tab: `Ramo_{report}` and `Producto_{report}` (001 §7). */
export type ReportCombo = `${'Ramo' | 'Producto'}_${ReportComboName}`;

/** datos/GetComboValues?e=Ramo_{report} | Producto_{report}: the product tab's options (001 §7). */
export function getComboValues(key: ReportCombo) {
  return callApi(shell.getComboValues, { query: { e: key } });
}

export const comboQueryOptions = (key: ReportCombo) =>
  queryOptions({
    queryKey: ['combo', key],
    queryFn: () => getComboValues(key),
    staleTime: 10 * 60 * 1000,
    // A combo the server does not offer leaves the field as free text.
    retry: false,
  });

export function useComboValues(key: ReportCombo) {
  return useQuery(comboQueryOptions(key));
}
