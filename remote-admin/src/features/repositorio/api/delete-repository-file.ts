import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';

/** DELETE FileRepository/?Entity&FileEntity (002 §7): the file and its record. */
export function deleteRepositoryFile(id: number) {
  return callApi(oversight.deleteRepositoryFile, { query: { Entity: id, FileEntity: 'NominaFile' } });
}

export function useDeleteRepositoryFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRepositoryFile,
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'repository'] }),
  });
}
