import { useMutation, useQueryClient } from '@portal/shared/query';
import { ApiError, authHeaders, buildUrl, messages } from '@portal/shared';
import * as adminContent from '@portal/shared/contract/admin-content';
import { notificationAdminMessages as t } from '../messages';

/** POST FileRepository/Upload/NotificationAttach/{id} (multipart `File`): the definition's attachment. */
export async function uploadAttachment(id: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('File', file, file.name);
  let res: Response;
  try {
    res = await fetch(buildUrl(adminContent.uploadNotificationAttachment, { params: { id } }), {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      credentials: 'include',
    });
  } catch {
    throw new ApiError(messages.unreachable, null);
  }
  const body = (await res.json().catch(() => null)) as {
    webLink?: string;
    businessExceptions?: { message: string }[];
  } | null;
  if (!res.ok || !body?.webLink) throw new ApiError(t.uploadFailed, res.status, body?.businessExceptions ?? []);
  return body.webLink;
}

export function useUploadAttachment(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(id, file),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'notification-definitions'] }),
  });
}
