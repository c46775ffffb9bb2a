import { useState } from 'react';
import { Button, Chip, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { QueryView, SuccessNotice } from '@portal/shared/ui';
import { SecuritySection } from '../components/security-section';
import { useTwoStep } from './api/two-step';
import { DisableDialog } from './disable-dialog';
import { EnrolDialog } from './enrol-dialog';
import { twoStepSectionMessages as t } from './messages';

/** Issue 40 §1: the user's two-step verification on /seguridad — its state, 'Activar verificación en dos pasos', 'Desactivar'. */
export function TwoStepSection() {
  const status = useTwoStep();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const s = status.data;
  const open = (which: 'enrol' | 'disable') => {
    setNotice(null);
    setDialog(which);
  };

  return (
    <SecuritySection
      title={t.title}
      description={t.intro}
      actions={
        s && !s.enabled ? (
          <Button variant="contained" startIcon={<LockIcon />} onClick={() => open('enrol')}>
            {t.activate}
          </Button>
        ) : s && !s.required ? (
          <Button variant="outlined" onClick={() => open('disable')}>
            {t.disable}
          </Button>
        ) : undefined
      }
    >
      <SuccessNotice text={notice} onClose={() => setNotice(null)} />
      <QueryView query={status}>
        {(state) => (
          <Stack spacing={1}>
            <Typography variant="body2" component="div">
              {t.state}{' '}
              <Chip label={state.enabled ? t.on : t.off} size="small" color={state.enabled ? 'success' : 'default'} />
            </Typography>
            {state.enabled && <Typography variant="body2">{t.recoveryLeft(state.recoveryCodesLeft)}</Typography>}
            {state.required && <Typography variant="body2">{t.required}</Typography>}
          </Stack>
        )}
      </QueryView>
      {dialog === 'enrol' && (
        <EnrolDialog
          onClose={(activated) => {
            setDialog(null);
            if (activated) setNotice(t.activated);
          }}
        />
      )}
      {dialog === 'disable' && (
        <DisableDialog
          onClose={(disabled) => {
            setDialog(null);
            if (disabled) setNotice(t.disabled);
          }}
        />
      )}
    </SecuritySection>
  );
}
