import type { ReactNode } from 'react';
import { Button, DialogActions, DialogContent, LinearProgress } from '@mui/material';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';

interface Props {
  /** Whether the dialog edits a stored record (a new one has nothing to read). */
  existing: boolean;
  /** The record's read. */
  read: { isPending: boolean; isError: boolean; error: unknown };
  closeLabel: string;
  onClose: () => void;
  /** The record's form, once it is read. */
  children: ReactNode;
}

/** An admin edit dialog's body: progress while the record is read, its error with Cerrar, then the form. */
export function RecordDialogBody({ existing, read, closeLabel, onClose, children }: Props) {
  if (existing && read.isPending) {
    return (
      <DialogContent>
        <LinearProgress aria-label={messages.loading} />
      </DialogContent>
    );
  }
  if (existing && read.isError) {
    return (
      <>
        <DialogContent>
          <ErrorAlert error={read.error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{closeLabel}</Button>
        </DialogActions>
      </>
    );
  }
  return children;
}
