import { callApi } from '@portal/shared';
import * as cc from '@portal/shared/contract/cuenta-corriente';

const pad = (n: number) => String(n).padStart(2, '0');

/** 001 §7: the settlement query with the OData-style filter on ProducerId, Source 'VT' and the month's imputation dates. */
export function withholdingFilter(code: string, year: number, month: number) {
  const last = new Date(year, month, 0).getDate();
  return `ProducerId eq '${code}' and Source eq 'VT' and ImputationDate ge ${year}-${pad(month)}-01 and ImputationDate le ${year}-${pad(month)}-${pad(last)}`;
}

/** GET settlement/?$filter=…: the month's entries of a VT producer code. */
export function findWithholdingEntries(code: string, year: number, month: number) {
  return callApi(cc.settlementQuery, { query: { $filter: withholdingFilter(code, year, month) } });
}
