import { Box, Button, CircularProgress } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from '@portal/shared/zod';
import { recoveryCode, totpCode } from '@portal/shared/contract/two-step';
import { ErrorAlert } from '@portal/shared/ui';
import { FormTextField } from '../form-text-field';
import { twoStepMessages as t } from './messages';

const schemas = {
  app: z.object({ value: totpCode }),
  recovery: z.object({ value: recoveryCode }),
};
const resolvers = { app: zodResolver(schemas.app), recovery: zodResolver(schemas.recovery) };

interface Props {
  /** A code of the authenticator app (6 digits) or a recovery code. */
  kind: 'app' | 'recovery';
  submitLabel: string;
  busy: boolean;
  error: unknown;
  /** The code as the contract reads it (digits only; a recovery code without its dash, upper-cased). */
  onSubmit: (code: string) => void;
  label?: string;
}

/** One code, checked by the contract's rule before it is sent: sign-in's second step, the set-up's confirmation, turning it off. */
export function CodeForm({
  kind,
  submitLabel,
  busy,
  error,
  onSubmit,
  label = kind === 'app' ? t.code : t.recoveryCode,
}: Props) {
  const { control, handleSubmit } = useForm<{ value: string }>({
    resolver: resolvers[kind] as never,
    defaultValues: { value: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values.value))}>
      <ErrorAlert error={error} mode="first" sx={{ mb: 1 }} />
      <FormTextField
        control={control}
        name="value"
        label={label}
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        maxLength={kind === 'app' ? 7 : 11}
        required
      />
      <Button
        type="submit"
        variant="contained"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ mt: 1 }}
      >
        {submitLabel}
      </Button>
    </Box>
  );
}
