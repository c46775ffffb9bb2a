import { Button, CircularProgress, DialogActions } from '@mui/material';
import { messages } from '@portal/shared';

export interface DialogButtonsProps {
  /** Without it there is no confirm button, only the cancel one (a record that is only read, a form with its own). */
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true both buttons are disabled and the confirm button shows progress (see `progress`). */
  busy: boolean;
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The confirm button alone disabled, without progress: nothing to confirm yet (or any more). */
  confirmDisabled?: boolean;
  /**
   * How the busy confirm button shows its call runs: a spinner before its text (`start`, the kit's), a spinner in
   * place of its text (`center`, remote-admin's), or not at all, only disabled (`none`).
   */
  progress?: 'start' | 'center' | 'none';
}

/** A dialog's Cancelar and confirm buttons, the confirm one busy while its call runs. */
export function DialogButtons({
  confirmLabel,
  cancelLabel = messages.cancel,
  busy,
  onCancel,
  onConfirm,
  confirmDisabled = false,
  progress = 'start',
}: DialogButtonsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {confirmLabel !== undefined && (
        <Button
          type={onConfirm ? undefined : 'submit'}
          onClick={onConfirm}
          variant="contained"
          loading={progress === 'center' ? busy : undefined}
          disabled={busy || confirmDisabled}
          startIcon={progress === 'start' && busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      )}
    </DialogActions>
  );
}
