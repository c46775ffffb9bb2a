import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** GET Label/GetLabels: every legend. */
export function getLabels() {
  return callApi(adminContent.getLabels);
}

export const labelsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'labels'], queryFn: getLabels, retry: false });

export function useLabels() {
  return useQuery(labelsQueryOptions());
}
