import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { SafeHtml } from '@portal/shared/safe-html';
import { comunicacionMessages as t } from '../../../messages';
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
    <Dialog
      open={open && notification !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="notification-dialog-title"
    >
      {notification && (
        <>
          <DialogTitle id="notification-dialog-title">{notification.WebTitle}</DialogTitle>
          <DialogContent dividers>
            <SafeHtml html={notification.WebText} />
            {notification.WebLink && <AttachmentLink id={notification.Id} />}
          </DialogContent>
        </>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
