import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, shell, USER_TYPE, type SessionData, type Simulation } from '@portal/shared';

/**
 * The menu permissions of 000 §6: producers by user id; simulators by the chosen producer and their own
 * id; administrators and simulators without a producer get none.
 */
export async function getPermissions(session: SessionData, simulation: Simulation | null): Promise<string[]> {
  if (session.userType === USER_TYPE.producer) return callApi(shell.getRoles, { query: { userId: session.userId } });
  if (session.userType === USER_TYPE.simulator && simulation?.cuitProducer) {
    return callApi(shell.getPermissionsProducerSimulator, {
      query: { userIdProducer: simulation.userIdProducer, userId: session.userId },
    });
  }
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
