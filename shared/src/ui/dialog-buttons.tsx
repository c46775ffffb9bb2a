import { Button, CircularProgress, DialogActions } from '@mui/material';
import { messages } from '@portal/shared';

interface Props {
  confirmLabel: string;
  cancelLabel?: string;
  /** While true both buttons are disabled and the confirm button shows progress. */
  busy: boolean;
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The confirm button alone disabled, without progress: nothing to confirm yet (or any more). */
  confirmDisabled?: boolean;
}

/** A dialog's Cancelar and confirm buttons, the confirm one busy while its call runs. */
export function DialogButtons({
  confirmLabel,
  cancelLabel = messages.cancel,
  busy,
  onCancel,
  onConfirm,
  confirmDisabled = false,
}: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type={onConfirm ? undefined : 'submit'}
        onClick={onConfirm}
        variant="contained"
        disabled={busy || confirmDisabled}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {confirmLabel}
      </Button>
    </DialogActions>
  );
}
