import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';

/** POST Label/SaveLabel: creates (Id 0) or updates a legend. */
export function saveLabel(label: adminContent.LabelInput) {
  return callApi(adminContent.saveLabel, { body: label });
}

export function useSaveLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLabel,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'labels'] }),
  });
}
