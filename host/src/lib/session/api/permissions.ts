import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi, USER_TYPE, type SessionData, type Simulation } from '@portal/shared';
import { shellContract } from '../../shell-contract';
import { selectsProducer } from '../../access/landing';

/**
 * The menu permissions of 000 §6: producers and internal staff (002 §6) by user id; simulators by the
 * chosen producer and their own id; administrators and simulators without a producer get none.
 */
export async function getPermissions(session: SessionData, simulation: Simulation | null): Promise<string[]> {
  const shell = await shellContract();
  if (session.userType === USER_TYPE.simulator && simulation?.cuitProducer) {
    return callApi(shell.getPermissionsProducerSimulator, {
      query: { userIdProducer: simulation.userIdProducer, userId: session.userId },
    });
  }
  const ownPermissions =
    session.userType === USER_TYPE.producer || (session.userType === USER_TYPE.simulator && !selectsProducer(session));
  if (ownPermissions) return callApi(shell.getRoles, { query: { userId: session.userId } });
  return [];
}

export function permissionsQueryOptions(session: SessionData, simulation: Simulation | null) {
  return queryOptions({
    queryKey: ['permissions', session.userId, simulation?.cuitProducer ?? null],
    queryFn: () => getPermissions(session, simulation),
    staleTime: Infinity,
    retry: false,
  });
}

export function usePermissions(session: SessionData | null, simulation: Simulation | null, enabled: boolean) {
  return useQuery({
    ...permissionsQueryOptions(session ?? ({ userId: 0 } as SessionData), simulation),
    enabled: enabled && Boolean(session),
  });
}
