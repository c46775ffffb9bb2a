import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { messages } from '@portal/shared';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={open}
      title={title}
      maxWidth="xs"
      busy={busy}
      onClose={onCancel}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      onConfirm={onConfirm}
    >
      {typeof message === 'string' ? <DialogContentText>{message}</DialogContentText> : message}
    </DialogFrame>
  );
}
