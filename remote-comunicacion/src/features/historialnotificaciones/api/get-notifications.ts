import { queryOptions, useQuery } from '@portal/shared/query';
import { callApi } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';

/** One of the producer's notifications as the list answers it (002 §3 "Notification (user view)"). */
export type ProducerNotification = comunicacion.Notification;

/** Every cached notification list starts with this, so one invalidation reloads bell, panel and history. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (cuit: string, nuevos: boolean) => ['notifications', cuit, nuevos] as const,
};

/**
 * GET notification/notificationsearch (002 §7): `nuevos` true gives only the ones not yet seen (the
 * header and the dashboard), false gives all of them (the history).
 */
export function getNotifications(cuit: string, nuevos: boolean, signal?: AbortSignal) {
  return callApi(comunicacion.notificationSearch, {
    query: { CUIT: cuit, Nuevos: nuevos ? 'true' : 'false', WebUse: 'true', MailUse: 'false' },
    signal,
  });
}

export function notificationsQueryOptions(cuit: string, nuevos: boolean) {
  return queryOptions({
    queryKey: notificationKeys.list(cuit, nuevos),
    queryFn: ({ signal }) => getNotifications(cuit, nuevos, signal),
  });
}

/** The producer's notifications; nothing is asked while there is no CUIT (a simulator without a producer). */
export function useNotifications(cuit: string | null, nuevos: boolean) {
  return useQuery({ ...notificationsQueryOptions(cuit ?? '', nuevos), enabled: Boolean(cuit) });
}
