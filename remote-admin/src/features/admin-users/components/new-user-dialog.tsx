import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Dialog, DialogTitle, TextField } from '@mui/material';
import { ApiError } from '@portal/shared';
import * as oversight from '@portal/shared/contract/admin-oversight';
import { FormDialogFrame } from '../../../components/form-dialog-frame';
import { adminMessages as m } from '../../../messages';
import { useRegisterSimulator, type NewSimulatorUser } from '../api/register-simulator';

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: (message: string) => void;
}

/** 002 §8: the server's reason after 'No se pudo crear el usuario.', or that the server was not reached. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return m.userNotCreated(error.userMessage);
  return m.serverUnreachable;
}

/** 'Nuevo usuario' (002 §2): e-mail, names; the rules of 002 §5. */
export function NewUserDialog({ open, onClose, onCreated }: Props) {
  const register = useRegisterSimulator();
  const form = useForm<NewSimulatorUser>({
    resolver: zodResolver(oversight.NewSimulatorUser.pick({ Email: true, FirstName: true, LastName: true })),
    defaultValues: { Email: '', FirstName: '', LastName: '' },
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    register.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    register.mutate(values, {
      onSuccess: () => {
        form.reset();
        onCreated(m.userCreated);
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onClose={register.isPending ? undefined : close}
      aria-labelledby="new-user-title"
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="new-user-title">{m.newUserTitle}</DialogTitle>
        <FormDialogFrame busy={register.isPending} showProgress onCancel={close}>
          {register.isError && <Alert severity="error">{failureText(register.error)}</Alert>}
          <TextField
            label={m.fields.email}
            type="email"
            required
            {...form.register('Email')}
            error={Boolean(errors.Email)}
            helperText={errors.Email?.message}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            label={m.fields.firstName}
            required
            {...form.register('FirstName')}
            error={Boolean(errors.FirstName)}
            helperText={errors.FirstName?.message}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            label={m.fields.lastName}
            required
            {...form.register('LastName')}
            error={Boolean(errors.LastName)}
            helperText={errors.LastName?.message}
            slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </FormDialogFrame>
      </form>
    </Dialog>
  );
}
