import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** POST news/NewsCreate (Id 0) or news/NewsUpdate: answers the notice's id. */
export function saveNotice(notice: adminContent.NewsInput) {
  return callApi(notice.Id ? adminContent.newsUpdate : adminContent.newsCreate, { body: notice });
}

export function useSaveNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotice,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'news'] }),
  });
}
