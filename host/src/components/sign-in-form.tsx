import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@portal/shared/router';
import { maskCuitInput, messages, rememberedUser } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { lazyResolver } from '../lib/forms/lazy-resolver';
import { SignInRefused, useSignIn, type PendingTwoStep, type SignInKind } from '../lib/session/api/sign-in';
import { signInMessages } from '../sign-in-messages';
import { FormCheckbox } from './form-checkbox';
import { FormTextField } from './form-text-field';
import { SubmitButton } from './submit-button';
import type { SignInValues as Values } from './sign-in-schema';

// The rules (and zod with them) load when the user reaches the form, not with the page (issue 13).
const rules = lazyResolver(() => import('./sign-in-schema').then((m) => m.signInResolver));
// Issue 40 §1: the code step loads only for an account that has two-step verification, after its password.
const TwoStepSignIn = lazy(() => import('./two-step/two-step-sign-in'));

/** A CUIT/CUIL gets the 99-99999999-9 mask as it is typed; an e-mail is left as typed. */
export function identityInput(value: string): string {
  return /[^\d-]/.test(value) ? value.trim() : maskCuitInput(value);
}

/** Keys allowed in the sign-in password (000 §5): letters, digits and space. */
export function signInPasswordInput(value: string): string {
  return value.replace(/[^\p{L}0-9 ]/gu, '');
}

interface Props {
  kind: SignInKind;
  identityLabel?: string;
  /** Links under the button; told whether the last attempt failed (/admin's 'click aqui'). */
  footer?: (failed: boolean) => ReactNode;
}

/** The sign-in form of /login, /admin and /register-success (000 §2.1, 002 §2, 002 §5). */
export function SignInForm({ kind, identityLabel = signInMessages.identity, footer }: Props) {
  const navigate = useNavigate();
  const signIn = useSignIn(kind);
  const [twoStep, setTwoStep] = useState<PendingTwoStep | null>(null);
  const remembered = rememberedUser.get();
  const { control, handleSubmit, formState } = useForm<Values>({
    resolver: rules.resolver,
    defaultValues: { username: remembered ?? '', password: '', rememberMe: Boolean(remembered) },
  });

  const onSubmit = handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (step) =>
        'twoStep' in step ? setTwoStep(step.twoStep) : navigate(step.destination, { replace: true }),
    }),
  );

  if (twoStep) {
    return (
      <Suspense fallback={<CircularProgress aria-label={messages.loading} />}>
        <TwoStepSignIn
          pending={twoStep}
          onDone={(destination) => navigate(destination, { replace: true })}
          onCancel={() => {
            signIn.reset();
            setTwoStep(null);
          }}
        />
      </Suspense>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onFocus={() => void rules.preload()}
      aria-label={signInMessages.title}
    >
      <ErrorAlert
        error={signIn.error instanceof SignInRefused ? signIn.error.message || messages.operationFailed : signIn.error}
        mode="first"
        sx={{ mb: 1 }}
      />
      <FormTextField
        control={control}
        name="username"
        label={identityLabel}
        autoComplete="username"
        transform={identityInput}
        maxLength={100}
        required
      />
      <FormTextField
        control={control}
        name="password"
        label={signInMessages.password}
        autoComplete="current-password"
        transform={signInPasswordInput}
        maxLength={15}
        password
        required
      />
      <FormCheckbox control={control} name="rememberMe" label={signInMessages.rememberMe} />
      <SubmitButton label={signInMessages.submit} busy={signIn.isPending} disabled={formState.isSubmitting} />
      {footer?.(signIn.isError)}
    </Box>
  );
}
