import { useMutation } from '@portal/shared/query';
import { downloadFile, saveBlob } from '@portal/shared';
import * as comunicacion from '@portal/shared/contract/comunicacion';
import { comunicacionMessages as t } from '../../../messages';

/** GET FileRepository/Download/NotificationAttach/{id} (002 §7): the notification's attachment. */
export function downloadNotificationAttachment(id: number) {
  return downloadFile(comunicacion.notificationAttachment, { params: { id } });
}

/** Downloads the attachment and saves it under the server's file name, or 'Notificacion_{id}'. */
export function useDownloadNotificationAttachment() {
  return useMutation({
    mutationFn: async (id: number) => {
      const { blob, fileName } = await downloadNotificationAttachment(id);
      saveBlob(blob, fileName ?? t.attachmentFileName(id));
    },
  });
}
