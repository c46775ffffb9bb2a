import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** datos/GetComboValues?e=Ramo_Portfolio | Producto_Portfolio: the product tab's options. */
export function getPortfolioCombo(key: 'Ramo_Portfolio' | 'Producto_Portfolio') {
  return callApi(shell.getComboValues, { query: { e: key } });
}

export const portfolioComboQueryOptions = (key: 'Ramo_Portfolio' | 'Producto_Portfolio') =>
  queryOptions({
    queryKey: ['combo', key],
    queryFn: () => getPortfolioCombo(key),
    staleTime: 10 * 60 * 1000,
    // A combo the server does not offer leaves the field as free text.
    retry: false,
  });

export function usePortfolioCombo(key: 'Ramo_Portfolio' | 'Producto_Portfolio') {
  return useQuery(portfolioComboQueryOptions(key));
}
