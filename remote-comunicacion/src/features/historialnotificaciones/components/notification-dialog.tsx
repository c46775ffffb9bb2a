import { SafeHtml } from '@portal/shared/safe-html';
import { HistoryDialog } from '../../../components/history-dialog';
import type { ProducerNotification } from '../api/get-notifications';
import { AttachmentLink } from './attachment-link';

interface Props {
  notification: ProducerNotification | null;
  open: boolean;
  onClose: () => void;
}

/** 002 §2: the history's modal — the title, the HTML body and, with the attachment flag, 'Ver archivo adjunto'. */
export function NotificationDialog({ notification, open, onClose }: Props) {
  return (
    <HistoryDialog item={notification} open={open} title={(n) => n.WebTitle} maxWidth="sm" onClose={onClose}>
      {(n) => (
        <>
          <SafeHtml html={n.WebText} />
          {n.WebLink && <AttachmentLink id={n.Id} />}
        </>
      )}
    </HistoryDialog>
  );
}
