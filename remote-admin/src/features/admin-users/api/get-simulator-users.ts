import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/** GET api Simulator/GetAll (002 §7). */
export function getSimulatorUsers(signal?: AbortSignal) {
  return callApi(oversight.getSimulatorUsers, { signal });
}

export const simulatorUsersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'simulator-users'], queryFn: ({ signal }) => getSimulatorUsers(signal) });

export function useSimulatorUsers() {
  return useQuery(simulatorUsersQueryOptions());
}
