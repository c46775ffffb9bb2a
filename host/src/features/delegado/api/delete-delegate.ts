import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi, normalizeCuit } from '@portal/shared';
import * as shell from '@portal/shared/contract/shell';

/** DELETE Producer?cuit= — removes one of the producer's delegates (002 §7). */
export function deleteDelegate(cuit: string) {
  return callApi(shell.deleteProducer, { query: { cuit: normalizeCuit(cuit) } });
}

export function useDeleteDelegate(userId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDelegate,
    onSuccess: () => client.invalidateQueries({ queryKey: ['delegates', userId] }),
  });
}
