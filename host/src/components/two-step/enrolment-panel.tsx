import { Box, Typography } from '@mui/material';
import type { TwoStepSetup } from '@portal/shared/contract/two-step';
import { CodeForm } from './code-form';
import { twoStepMessages as t } from './messages';

interface Props {
  setup: TwoStepSetup;
  busy: boolean;
  error: unknown;
  onConfirm: (code: string) => void;
}

/** The secret in groups of four, easier to copy by hand (the apps ignore the spaces). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'Activar verificación en dos pasos': the QR code, the same secret as text, and the code that confirms it. */
export function EnrolmentPanel({ setup, busy, error, onConfirm }: Props) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.scan}
      </Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt={t.qrAlt}
        width={200}
        height={200}
        sx={{ display: 'block', mx: 'auto', my: 1, bgcolor: '#fff' }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t.manual}
      </Typography>
      <Typography
        component="code"
        aria-label={t.secretLabel}
        data-secret={setup.secret}
        sx={{
          display: 'block',
          fontFamily: 'monospace',
          fontSize: '1.05rem',
          wordBreak: 'break-all',
          my: 1,
          p: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
        }}
      >
        {grouped(setup.secret)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2 }}>
        {t.confirmIntro}
      </Typography>
      <CodeForm kind="app" submitLabel={t.confirm} busy={busy} error={error} onSubmit={onConfirm} />
    </Box>
  );
}
