import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** GET Label/DeleteLabel?Id. */
export function deleteLabel(id: number) {
  return callApi(adminContent.deleteLabel, { query: { Id: id } });
}

export function useDeleteLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'labels'] }),
  });
}
