import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { EnrolmentPanel } from '../../../components/two-step/enrolment-panel';
import { RecoveryCodes } from '../../../components/two-step/recovery-codes';
import { useActivateTwoStep, useStartTwoStep } from './api/two-step';
import { twoStepSectionMessages as t } from './messages';

interface Props {
  onClose: (activated: boolean) => void;
}

/** 'Activar verificación en dos pasos': QR code and secret, the confirming code, then the recovery codes once. Mounted while open. */
export function EnrolDialog({ onClose }: Props) {
  const start = useStartTwoStep();
  const activate = useActivateTwoStep();
  const begin = start.mutate;
  useEffect(() => begin(), [begin]);
  const codes = activate.data?.recoveryCodes;

  return (
    <Dialog
      open
      onClose={codes ? undefined : () => onClose(false)}
      aria-labelledby="two-step-enrol-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="two-step-enrol-title">{t.activate}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodes
            codes={codes}
            heading="h3"
            actions={
              <Button variant="contained" onClick={() => onClose(true)}>
                {t.done}
              </Button>
            }
          />
        ) : (
          <>
            <ErrorAlert error={start.error} mode="first" />
            {start.data ? (
              <EnrolmentPanel
                setup={start.data}
                busy={activate.isPending}
                error={activate.error}
                onConfirm={(code) => activate.mutate(code)}
              />
            ) : (
              !start.isError && <LinearProgress aria-label={messages.loading} />
            )}
          </>
        )}
      </DialogContent>
      {!codes && (
        <DialogActions>
          <Button onClick={() => onClose(false)}>{messages.cancel}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
