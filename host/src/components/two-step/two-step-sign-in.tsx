import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { messages } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import type { PendingTwoStep } from '../../lib/session/api/sign-in';
import { useActivateAtSignIn, useSetupAtSignIn, useVerifySignIn } from '../../lib/session/api/two-step-sign-in';
import { CodeForm } from './code-form';
import { EnrolmentPanel } from './enrolment-panel';
import { twoStepMessages as t } from './messages';
import { RecoveryCodes } from './recovery-codes';

interface Props {
  pending: PendingTwoStep;
  /** Signed in: where to go. */
  onDone: (destination: string) => void;
  /** 'Volver' to the user and password. */
  onCancel: () => void;
}

/** 'Código de verificación' after a right password, or 'Usar un código de recuperación'. */
function VerifyStep({ pending, onDone, onCancel }: Props) {
  const verify = useVerifySignIn(pending);
  const [recovery, setRecovery] = useState(false);
  const send = (factor: { code: string } | { recoveryCode: string }) => verify.mutate(factor, { onSuccess: onDone });
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {recovery ? t.recoveryIntro : t.codeIntro}
      </Typography>
      <CodeForm
        key={recovery ? 'recovery' : 'app'}
        kind={recovery ? 'recovery' : 'app'}
        submitLabel={t.verify}
        busy={verify.isPending}
        error={verify.error}
        onSubmit={(code) => send(recovery ? { recoveryCode: code } : { code })}
      />
      <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
        <Link
          component="button"
          type="button"
          onClick={() => {
            verify.reset();
            setRecovery((r) => !r);
          }}
        >
          {recovery ? t.useAppCode : t.useRecoveryCode}
        </Link>
        <Link component="button" type="button" onClick={onCancel}>
          {t.back}
        </Link>
      </Stack>
    </Box>
  );
}

/** An account that must have two-step verification sets it up here, then sees its recovery codes once. */
function EnrolStep({ pending, onDone, onCancel }: Props) {
  const setup = useSetupAtSignIn(pending);
  const activate = useActivateAtSignIn(pending);
  const start = setup.mutate;
  useEffect(() => start(), [start]);

  if (activate.data) {
    const { recoveryCodes, finish } = activate.data;
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        actions={
          <Button variant="contained" fullWidth onClick={() => onDone(finish())}>
            {t.continue}
          </Button>
        }
      />
    );
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t.enrolRequired}
      </Typography>
      <ErrorAlert error={setup.error} mode="first" />
      {setup.data ? (
        <EnrolmentPanel
          setup={setup.data}
          busy={activate.isPending}
          error={activate.error}
          onConfirm={(code) => activate.mutate(code)}
        />
      ) : (
        !setup.isError && <LinearProgress aria-label={messages.loading} />
      )}
      <Link component="button" type="button" onClick={onCancel} sx={{ mt: 2 }}>
        {t.back}
      </Link>
    </Box>
  );
}

/** The second step of sign-in at /login and /admin (issue 40 §1): no session exists until it passes. */
export default function TwoStepSignIn(props: Props) {
  return props.pending.step === 'enrol' ? <EnrolStep {...props} /> : <VerifyStep {...props} />;
}
