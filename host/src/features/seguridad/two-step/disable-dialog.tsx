import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Link } from '@mui/material';
import { messages } from '@portal/shared';
import { CodeForm } from '../../../components/two-step/code-form';
import { twoStepMessages } from '../../../components/two-step/messages';
import { useDisableTwoStep } from './api/two-step';
import { twoStepSectionMessages as t } from './messages';

interface Props {
  onClose: (disabled: boolean) => void;
}

/** Turning it off asks for a current code of the app (or a recovery code, for a lost phone). Mounted while open. */
export function DisableDialog({ onClose }: Props) {
  const disable = useDisableTwoStep();
  const [recovery, setRecovery] = useState(false);
  return (
    <Dialog
      open
      onClose={disable.isPending ? undefined : () => onClose(false)}
      aria-labelledby="two-step-disable-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="two-step-disable-title">{t.disableTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{recovery ? t.disableRecoveryIntro : t.disableIntro}</DialogContentText>
        <CodeForm
          key={recovery ? 'recovery' : 'app'}
          kind={recovery ? 'recovery' : 'app'}
          submitLabel={t.disable}
          busy={disable.isPending}
          error={disable.error}
          onSubmit={(code) =>
            disable.mutate(recovery ? { recoveryCode: code } : { code }, { onSuccess: () => onClose(true) })
          }
        />
        <Link
          component="button"
          type="button"
          sx={{ mt: 2 }}
          onClick={() => {
            disable.reset();
            setRecovery((r) => !r);
          }}
        >
          {recovery ? twoStepMessages.useAppCode : twoStepMessages.useRecoveryCode}
        </Link>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={disable.isPending}>
          {messages.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
