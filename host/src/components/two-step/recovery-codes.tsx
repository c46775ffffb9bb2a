import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { twoStepMessages as t } from './messages';

interface Props {
  codes: string[];
  /** What follows: 'Continuar' at sign-in, 'Listo' on /seguridad. */
  actions: ReactNode;
  /** The heading's level where the codes are shown (h2 on the sign-in card, h3 inside a section of /seguridad). */
  heading?: 'h2' | 'h3';
}

/** The ten recovery codes, shown this once ('Guardá estos códigos en un lugar seguro'). */
export function RecoveryCodes({ codes, actions, heading = 'h2' }: Props) {
  const [copied, setCopied] = useState(false);
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t.recoveryTitle}
        </Typography>
        {t.recoveryText}
      </Alert>
      <Box
        component="ol"
        aria-label={t.recoveryListLabel}
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr' },
          gap: 1,
          pl: 3,
          my: 1,
          fontFamily: 'monospace',
          fontSize: '1.05rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button
        startIcon={<ContentCopyIcon />}
        onClick={() =>
          void navigator.clipboard?.writeText(codes.join('\n')).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
        sx={{ mb: 1 }}
      >
        {t.copy}
      </Button>
      {copied && (
        <Typography role="status" variant="body2" color="success.main">
          {t.copied}
        </Typography>
      )}
      <Box sx={{ mt: 2 }}>{actions}</Box>
    </Box>
  );
}
