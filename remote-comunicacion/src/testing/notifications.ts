import type { ProducerNotification } from '../features/historialnotificaciones/api/get-notifications';
import { type Handler, installFakeApi } from '@portal/shared/testing';

export const SEARCH = 'GET notification/notificationsearch';
export const VERIFY = 'GET notification/notificationwebverify';
export const attachmentPath = (id: number) => `GET FileRepository/Download/NotificationAttach/${id}`;

/** A notification as the api answers it; new (not verified) and without attachment unless told otherwise. */
export function aNotification(id: number, changes: Partial<ProducerNotification> = {}): ProducerNotification {
  return {
    Id: id,
    CreateDate: `2024-05-${String((id % 28) + 1).padStart(2, '0')}T10:15:30`,
    WebTitle: `Notificación ${id}`,
    WebText: `<p>Texto de la notificación ${id}</p>`,
    WebLink: false,
    Verified: false,
    ...changes,
  };
}

/**
 * A fake notifications api with state: the search answers the new ones (Nuevos=true) or all of them,
 * and notificationwebverify marks one as seen, so a reload after it no longer lists it as new.
 * `verifyAnswered`, when given, holds the verify answer until it settles; `handlers` add or replace
 * answers (a failing search, an attachment).
 */
export function installNotificationsApi(
  notifications: ProducerNotification[],
  { handlers = {}, verifyAnswered }: { handlers?: Record<string, Handler>; verifyAnswered?: Promise<unknown> } = {},
) {
  const stored = notifications.map((n) => ({ ...n }));
  return installFakeApi({
    [SEARCH]: ({ query }) => ({ json: query.get('Nuevos') === 'true' ? stored.filter((n) => !n.Verified) : stored }),
    [VERIFY]: async ({ query }) => {
      await verifyAnswered;
      const found = stored.find((n) => n.Id === Number(query.get('id')));
      if (found) found.Verified = true;
      return { json: { success: true } };
    },
    ...handlers,
  });
}
