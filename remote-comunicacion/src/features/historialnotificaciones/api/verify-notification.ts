import { useMutation, useQueryClient } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';
import { notificationKeys, type ProducerNotification } from './get-notifications';

/** GET notification/notificationwebverify (002 §7): marks one of the producer's notifications as seen. */
export function verifyNotification(cuit: string, id: number) {
  return callApi(comunicacion.notificationWebVerify, { query: { CUIT: cuit, id } });
}

interface Options {
  /** The change callback of 002 §4, called once the server has taken the mark. */
  onVerified?: (id: number) => void;
}

/**
 * 002 §4: marking one as seen calls the change callback, marks it verified and reloads the list. The
 * mutation stays pending until the lists have reloaded, so the item's spinner lasts until then.
 */
export function useVerifyNotification(cuit: string | null, { onVerified }: Options = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => verifyNotification(cuit ?? '', id),
    onSuccess: (_answer, id) => {
      onVerified?.(id);
      client.setQueriesData<ProducerNotification[]>({ queryKey: notificationKeys.all }, (list) =>
        list?.map((n) => (n.Id === id ? { ...n, Verified: true } : n)),
      );
      return client.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
