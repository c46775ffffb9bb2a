import { DownloadLink } from '../../../components/download-link';
import { comunicacionMessages as t } from '../../../messages';
import { useDownloadNotificationAttachment } from '../api/download-notification-attachment';

/** 'Ver archivo adjunto' (002 §2): downloads the notification's attachment, or says why it could not. */
export function AttachmentLink({ id }: { id: number }) {
  const download = useDownloadNotificationAttachment();
  return <DownloadLink label={t.attachment} id={id} download={download} />;
}
