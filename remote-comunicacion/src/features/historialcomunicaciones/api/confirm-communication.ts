import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';
import { communicationKeys, type ProducerCommunication } from './get-communications';

/** GET Communication/ConfirmCommunication (002 §7): Confirmated=false marks it read, true confirms it. */
export function confirmCommunication(cuit: string, id: number, confirmated: boolean) {
  return callApi(comunicacion.confirmCommunication, {
    query: { CUIT: cuit, Id: id, Confirmated: confirmated ? 'true' : 'false' },
  });
}

/** 002 §4: the mark is kept in the cached lists at once, then the lists are refreshed from the server. */
export function useConfirmCommunication(cuit: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmated }: { id: number; confirmated: boolean }) =>
      confirmCommunication(cuit ?? '', id, confirmated),
    onSuccess: (_answer, { id, confirmated }) => {
      client.setQueriesData<ProducerCommunication[]>({ queryKey: communicationKeys.all }, (list) =>
        list?.map((c) => (c.Id === id ? { ...c, Readed: true, Confirmed: c.Confirmed || confirmated } : c)),
      );
      // Refreshed in the background: the mark is already shown, the box need not wait for the lists.
      void client.invalidateQueries({ queryKey: communicationKeys.all });
    },
  });
}
