import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { apiTokenTexts } from '../messages';

const t = apiTokenTexts.created;

interface Props {
  /** The token just created: the api never answers it again. */
  token: string;
  onClose: () => void;
}

/** The one time a token is shown (mounted while it is): read-only text to select, and 'Copiar'. */
export function TokenCreatedDialog({ token, onClose }: Props) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const copyToken = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopy('copied');
    } catch {
      // No clipboard (an http origin, a refused permission): the text stays there to select.
      setCopy('failed');
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="api-token-created-title" fullWidth maxWidth="sm">
      <DialogTitle id="api-token-created-title">{t.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t.warning}</Alert>
          <TextField
            id="api-token-value"
            label={t.label}
            value={token}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }}
            onFocus={(e) => e.target.select()}
          />
          {copy && (
            <Alert severity={copy === 'copied' ? 'success' : 'info'} role="status">
              {copy === 'copied' ? t.copied : t.copyFailed}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopyIcon />} onClick={copyToken}>
          {t.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
