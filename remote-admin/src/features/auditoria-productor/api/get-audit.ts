import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/** The audit's filters as sent (002 §5: dates as month/day/year). */
export interface AuditFilters {
  from: string;
  to: string;
  cuit?: string;
  userId?: number;
}

export type AuditTab = 'actividad' | 'errores' | 'mensajes';

export interface AuditPage {
  page: number;
  pageSize: number;
}

function query(filters: AuditFilters, page: AuditPage) {
  return { ...filters, offset: page.page * page.pageSize, next: page.pageSize };
}

/** A page of any tab: the rows as records (the grid reads each tab's own fields) and the total. */
export interface AuditRows {
  total: number;
  items: ({ id: number } & Record<string, unknown>)[];
}

/** GET simulator/getaudit (actions), simulator/getlogs?exception=true (errors), simulator/getcommunicationaudit (messages). */
export function getAuditPage(
  tab: AuditTab,
  filters: AuditFilters,
  page: AuditPage,
  signal?: AbortSignal,
): Promise<AuditRows> {
  const q = query(filters, page);
  if (tab === 'errores') return callApi(oversight.getLogs, { query: { ...q, exception: 'true' }, signal });
  if (tab === 'mensajes') return callApi(oversight.getCommunicationAudit, { query: q, signal });
  return callApi(oversight.getAudit, { query: q, signal });
}

export const auditQueryOptions = (tab: AuditTab, filters: AuditFilters, page: AuditPage) =>
  queryOptions({
    queryKey: ['admin', 'audit', tab, filters, page],
    queryFn: ({ signal }) => getAuditPage(tab, filters, page, signal),
    // The previous page stays while the next one loads, but never another tab's rows (other columns).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === tab ? previous : undefined),
  });

export function useAuditPage(tab: AuditTab, filters: AuditFilters, page: AuditPage) {
  return useQuery(auditQueryOptions(tab, filters, page));
}
