import { useMutation } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';
import type { z } from '@portal/shared/zod';

export type InvoiceItem = z.input<typeof cc.InvoiceItem>;

/** POST invoice/send: every added invoice at once; the producer gets a mail listing them (001 §4). */
export function sendInvoices(items: InvoiceItem[]) {
  return callApi(cc.invoiceSend, { body: { Invoices: items } });
}

export function useSendInvoices() {
  return useMutation({ mutationFn: sendInvoices });
}
