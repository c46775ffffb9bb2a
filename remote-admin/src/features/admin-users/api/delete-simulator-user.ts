import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/** POST security simulatorusers/deleteuser by Id (002 §7). */
export function deleteSimulatorUser(id: number) {
  return callApi(oversight.deleteSimulatorUser, { body: { Id: id } });
}

export function useDeleteSimulatorUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSimulatorUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'simulator-users'] }),
  });
}
