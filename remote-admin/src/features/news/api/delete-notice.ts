import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** POST news/NewsDelete: the body is the Id. */
export function deleteNotice(id: number) {
  return callApi(adminContent.newsDelete, { body: id });
}

export function useDeleteNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'news'] }),
  });
}
