import type { ReactNode } from 'react';
import { DialogContent, Stack } from '@mui/material';
import { DialogButtons, ErrorAlert } from '@portal/shared/ui';
import { adminMessages as m } from '../messages';

interface Props {
  onCancel: () => void;
  /** Without it the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The confirm button's text: 'Guardar' unless the dialog says otherwise ('Restablecer'). */
  confirmLabel?: string;
  /** While the dialog's call runs: both buttons are disabled. */
  busy: boolean;
  /** The confirm button shows its progress while busy, instead of only being disabled. */
  showProgress?: boolean;
  /** The confirm button is disabled for a reason of the form's own (nothing to save yet). */
  confirmDisabled?: boolean;
  /** A record that is only read: Cerrar instead of Cancelar, and no confirm button. */
  readOnly?: boolean;
  /** The form's fields, one under the other. */
  children: ReactNode;
  /** The failure of the dialog's calls, under the fields. */
  error?: unknown;
}

/** An admin form dialog's body: the fields in a column, the call's error under them, then Cancelar and Guardar. */
export function FormDialogFrame({ children, error, confirmLabel = m.save, showProgress, readOnly, ...buttons }: Props) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          <ErrorAlert error={error} />
        </Stack>
      </DialogContent>
      <DialogButtons
        {...buttons}
        cancelLabel={readOnly ? m.close : m.cancel}
        confirmLabel={readOnly ? undefined : confirmLabel}
        progress={showProgress ? 'center' : 'none'}
      />
    </>
  );
}
