import { queryOptions, useMutation, useQuery, useQueryClient } from '@portal/shared/query';
import { authHeaders, buildUrl, callApi } from '@portal/shared';
import * as admin from '@portal/shared/contract/admin-communications';
import * as uploads from '@portal/shared/contract/uploads';
import { uploadWithProgress } from '@portal/shared/report';

export type CommunicationRow = admin.CommunicationRow;
export type Communication = admin.Communication;
export type CommunicationInput = admin.CommunicationInput;

export const adminCommunicationKeys = {
  all: ['admin-communications'] as const,
  list: ['admin-communications', 'list'] as const,
  one: (id: number) => ['admin-communications', id] as const,
};

/** GET Communication/GetCommunications (002 §7). */
export const communicationsQueryOptions = queryOptions({
  queryKey: adminCommunicationKeys.list,
  queryFn: ({ signal }) => callApi(admin.getCommunications, { signal }),
});

export function useAdminCommunications() {
  return useQuery(communicationsQueryOptions);
}

/** GET communication/getcommunication?id= (002 §7): the record the modal edits. */
export function useAdminCommunication(id: number) {
  return useQuery({
    queryKey: adminCommunicationKeys.one(id),
    queryFn: ({ signal }) => callApi(admin.getCommunication, { query: { id }, signal }),
    enabled: id > 0,
  });
}

/** POST Communication/ (creates: the new id) or PUT Communication/ (updates), 002 §4. */
export function useSaveCommunication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommunicationInput): Promise<number> => {
      if (!input.id) return callApi(admin.createCommunication, { body: input });
      await callApi(admin.updateCommunication, { body: input });
      return Number(input.id);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: adminCommunicationKeys.all }),
  });
}

/** GET Communication/DeleteCommunication?id= (002 §7); the list reloads after it. */
export function useDeleteCommunication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callApi(admin.deleteCommunication, { query: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminCommunicationKeys.all }),
  });
}

/** POST FileRepository/Upload (001 §7) with Entity CommunicationBody or CommunicationAttach and the record's id. */
export function uploadCommunicationFile(
  entity: 'CommunicationBody' | 'CommunicationAttach',
  id: number,
  file: File,
  onProgress: (percent: number) => void,
) {
  const form = new FormData();
  form.append('Entity', entity);
  form.append('EntityId', String(id));
  form.append('FileName', file.name);
  form.append('File', file, file.name);
  return uploadWithProgress(buildUrl(uploads.fileRepositoryUpload, {}), form, authHeaders(), onProgress);
}
