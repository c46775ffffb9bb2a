import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { DialogButtons } from './dialog-buttons';

interface Props {
  open: boolean;
  /** The title's id, the dialog's accessible name. */
  titleId: string;
  title: ReactNode;
  maxWidth: DialogProps['maxWidth'];
  /** While true the dialog does not close, both buttons are disabled and the confirm button shows progress. */
  busy: boolean;
  onClose: () => void;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The confirm button alone disabled (see DialogButtons). */
  confirmDisabled?: boolean;
  children: ReactNode;
}

/**
 * The frame of the kit's dialogs: title, content, and DialogButtons' Cancelar and confirm pair; closing (Esc, the
 * backdrop) is blocked while the confirm call runs.
 */
export function DialogFrame({
  open,
  titleId,
  title,
  maxWidth,
  busy,
  onClose,
  confirmLabel,
  cancelLabel,
  onConfirm,
  confirmDisabled,
  children,
}: Props) {
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogButtons
        confirmLabel={confirmLabel}
        cancelLabel={cancelLabel}
        busy={busy}
        onCancel={onClose}
        onConfirm={onConfirm}
        confirmDisabled={confirmDisabled}
      />
    </Dialog>
  );
}
