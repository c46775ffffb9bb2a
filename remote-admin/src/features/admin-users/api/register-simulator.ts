import { useMutation, useQueryClient } from '@portal/shared/query';
import type { z } from '@portal/shared/zod';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

export type NewSimulatorUser = z.input<typeof oversight.NewSimulatorUser>;

/** POST api login/RegisterSimulator with FirstName, LastName, Email, Rol (002 §7). */
export function registerSimulator(user: NewSimulatorUser) {
  return callApi(oversight.registerSimulator, { body: { ...user, Application: 'Life', Rol: 'Simulador' } });
}

export function useRegisterSimulator() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerSimulator,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'simulator-users'] }),
  });
}
