import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, periodBounds } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

/** GET invoice/GetInvoiceAmount: what the company settled to the producer for a branch in a month (read-only in the form). */
export const invoiceAmountQueryOptions = (userId: number | null, department: number | '', period: number) =>
  queryOptions({
    queryKey: ['invoice', 'amount', userId, department, period],
    queryFn: ({ signal }) => {
      const { from, to } = periodBounds(period);
      return callApi(cc.getInvoiceAmount, {
        query: { idRama: Number(department), fechaDesde: from, fechaHasta: to, idProductor: userId! },
        signal,
      });
    },
    enabled: userId !== null && department !== '',
  });

export function useInvoiceAmount(userId: number | null, department: number | '', period: number) {
  return useQuery(invoiceAmountQueryOptions(userId, department, period));
}

/** GET invoice/GetResumenInvoiceAmount: the month's amounts of every branch. */
export const invoiceSummaryQueryOptions = (userId: number | null, period: number) =>
  queryOptions({
    queryKey: ['invoice', 'summary', userId, period],
    queryFn: ({ signal }) => {
      const { from, to } = periodBounds(period);
      return callApi(cc.getResumenInvoiceAmount, {
        query: { idProductor: userId!, fechaDesde: from, fechaHasta: to },
        signal,
      });
    },
    enabled: userId !== null,
  });

export function useInvoiceSummary(userId: number | null, period: number) {
  return useQuery(invoiceSummaryQueryOptions(userId, period));
}
