import { Button, CircularProgress } from '@mui/material';

interface Props {
  label: string;
  /** While the form's call runs: disabled, with progress. */
  busy: boolean;
  /** Disabled for another reason (already sent, still validating). */
  disabled?: boolean;
}

/** The full-width submit button of the host's public forms (sign-in, register, recover, reset). */
export function SubmitButton({ label, busy, disabled }: Props) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      size="large"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
      sx={{ mt: 1 }}
    >
      {label}
    </Button>
  );
}
