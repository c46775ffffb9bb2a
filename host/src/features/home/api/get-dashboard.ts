import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as dashboard from '@portal/shared/contract/dashboard';

export function getDashboard(producerCuit: string) {
  return callApi(dashboard.getDashboard, { query: { producerCuit } });
}

export function dashboardQueryOptions(producerCuit: string) {
  // The aggregated figures change when the data does, a few times a day: a minute spares a call per visit to /home.
  return queryOptions({
    queryKey: ['dashboard', producerCuit],
    queryFn: () => getDashboard(producerCuit),
    staleTime: 60_000,
  });
}

export function useDashboard(producerCuit: string) {
  return useQuery(dashboardQueryOptions(producerCuit));
}
