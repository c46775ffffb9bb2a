import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** GET Label/getLabel?Id: one legend, loaded before its form (002 §4 "Definition modals"). */
export function getLabel(id: number) {
  return callApi(adminContent.getLabel, { query: { Id: id } });
}

export const labelQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'labels', id],
    queryFn: () => getLabel(id),
    enabled: id > 0,
    retry: false,
    gcTime: 0,
  });

export function useLabel(id: number) {
  return useQuery(labelQueryOptions(id));
}
