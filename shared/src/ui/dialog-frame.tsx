import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, type DialogProps } from '@mui/material';
import { DialogButtons, type DialogButtonsProps } from './dialog-buttons';

interface Props extends Omit<DialogButtonsProps, 'onCancel'> {
  open: boolean;
  /** The dialog's accessible name (its title's id comes from useId). */
  title: ReactNode;
  /** The id of what describes the dialog, when something in it does. */
  descriptionId?: string;
  maxWidth: DialogProps['maxWidth'];
  /** While true the dialog does not close, both buttons are disabled and the confirm button shows progress. */
  busy: boolean;
  onClose: () => void;
  /** A form dialog: title, content and buttons inside one form, which the confirm button (without onConfirm) submits. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/**
 * The frame of the portal's dialogs: title, content, and DialogButtons' Cancelar and confirm pair; closing (Esc, the
 * backdrop) is blocked while the confirm call runs.
 */
export function DialogFrame({ open, title, descriptionId, maxWidth, onClose, onSubmit, children, ...buttons }: Props) {
  const titleId = useId();
  const body = (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogButtons {...buttons} onCancel={onClose} />
    </>
  );
  return (
    <Dialog
      open={open}
      onClose={buttons.busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      maxWidth={maxWidth}
      fullWidth
    >
      {onSubmit ? (
        <form noValidate onSubmit={onSubmit}>
          {body}
        </form>
      ) : (
        body
      )}
    </Dialog>
  );
}
