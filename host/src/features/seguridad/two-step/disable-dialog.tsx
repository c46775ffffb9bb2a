import { useState } from 'react';
import { DialogContentText, Link } from '@mui/material';
import { DialogFrame } from '@portal/shared/ui';
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
    <DialogFrame open title={t.disableTitle} maxWidth="xs" busy={disable.isPending} onClose={() => onClose(false)}>
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
    </DialogFrame>
  );
}
