import { queryOptions, useMutation, useQuery } from '@portal/shared/query';
import { downloadFile, saveBlob } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';
import { comunicacionMessages as t } from '../../../messages';

/** GET FileRepository/Download/CommunicationBody/{id} (002 §7), fetched with the session's headers, never by a URL with a token. */
export function getCommunicationBody(id: number) {
  return downloadFile(comunicacion.communicationBody, { params: { id } });
}

export function communicationBodyQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['communications', 'body', id] as const,
    queryFn: () => getCommunicationBody(id),
    staleTime: 5 * 60_000,
  });
}

/** The body of an open communication, while it has one. */
export function useCommunicationBody(id: number | null, hasBody: boolean) {
  return useQuery({ ...communicationBodyQueryOptions(id ?? 0), enabled: id !== null && hasBody });
}

/** GET FileRepository/Download/CommunicationAttach/{id}: saved under the server's name, or 'Comunicacion_{id}'. */
export function useDownloadCommunicationAttachment() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await downloadFile(comunicacion.communicationAttach, { params: { id } });
      saveBlob(blob, fileName ?? t.communicationAttachmentFileName(id));
    },
  });
}
