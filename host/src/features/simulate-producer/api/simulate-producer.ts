import { useMutation } from '@portal/shared/query';
import { callApi, normalizeCuit, useSessionStore } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/**
 * POST simulator/simulateproducer (002 §7): the server keeps the choice in the session; here the
 * simulation and the producer's permissions are stored and the simulator goes on to /home (002 §4).
 */
export async function simulateProducer(cuit: string) {
  const { session } = useSessionStore.getState();
  const res = await callApi(shell.simulateProducer, {
    body: { Cuit: normalizeCuit(cuit), UserId: session?.userId ?? 0 },
  });
  const store = useSessionStore.getState();
  store.setSimulation({
    userIdProducer: res.userId,
    userNameProducer: res.name || `${res.userFirstName} ${res.userLastName}`.trim(),
    cuitProducer: res.cuit,
  });
  store.setPermissions(res.roles);
  return res;
}

export function useSimulateProducer() {
  return useMutation({ mutationFn: simulateProducer });
}
