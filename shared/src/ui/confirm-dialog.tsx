import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { messages } from '@portal/shared';
import { DialogButtons } from './dialog-buttons';

interface Props {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true the buttons are disabled and the confirm button shows progress. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation dialog of the portal (sign-out, deletes, cancelling a flow). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = messages.accept,
  cancelLabel = messages.cancel,
  busy = false,
  onConfirm,
  onCancel,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {typeof message === 'string' ? <DialogContentText>{message}</DialogContentText> : message}
      </DialogContent>
      <DialogButtons
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Dialog>
  );
}
