import { Alert, Dialog, DialogTitle, TextField } from '@mui/material';
import { ApiError } from '@portal/shared';
import type { SimulatorUser } from '@portal/shared/contract/admin-oversight';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { adminMessages as m } from '../../../messages';
import { useSendResetMail } from '../api/send-reset-mail';

interface Props {
  user: SimulatorUser | null;
  onClose: () => void;
  onSent: (message: string) => void;
}

/** 002 §2: name and e-mail read-only and 'Restablecer', which mails a reset link (002 §8 texts). */
export function ResetPasswordDialog({ user, onClose, onSent }: Props) {
  const send = useSendResetMail();
  const close = () => {
    send.reset();
    onClose();
  };
  const failure =
    send.error instanceof ApiError && send.error.status !== null
      ? m.resetFailed(send.error.userMessage)
      : m.resetUnreachable;
  return (
    <Dialog
      open={user !== null}
      onClose={send.isPending ? undefined : close}
      aria-labelledby="reset-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="reset-title">{m.resetTitle}</DialogTitle>
      <FormDialogFrame
        busy={send.isPending}
        showProgress
        onCancel={close}
        confirmLabel={m.reset}
        onConfirm={() =>
          user &&
          send.mutate(user.Email, {
            onSuccess: () => {
              send.reset();
              onSent(m.resetSent);
            },
          })
        }
      >
        {send.isError && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={m.fields.firstName}
          value={user ? `${user.FirstName} ${user.LastName}` : ''}
          slotProps={{ input: { readOnly: true } }}
        />
        <TextField label={m.fields.email} value={user?.Email ?? ''} slotProps={{ input: { readOnly: true } }} />
      </FormDialogFrame>
    </Dialog>
  );
}
