import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { messages, useSessionStore } from '@portal/shared';
import { cuitSchema, emailSchema, newPasswordSchema, withPasswordConfirmation } from '@portal/shared/validation';
import { AccountForm } from '../../../components/account-form';
import { CUIT_INPUT, EMAIL_INPUT, FormFields, NEW_PASSWORD_INPUT } from '../../../components/form-fields';
import { mustChangePassword } from '../../../lib/access/landing';
import { hostMessages } from '../../../messages';
import { useLogout } from '../../../lib/session/api/logout';
import { useResetPassword } from '../api/reset-password';

const t = hostMessages.recoverReset;
type Variant = 'producer' | 'simulator' | 'change';

const passwords = { password: newPasswordSchema(), confirmPassword: z.string() };
const confirmation = { password: 'password', confirmation: 'confirmPassword' } as const;
const schemas = {
  producer: withPasswordConfirmation(z.object({ identity: cuitSchema(), ...passwords }), confirmation),
  simulator: withPasswordConfirmation(z.object({ identity: emailSchema(), ...passwords }), confirmation),
  change: withPasswordConfirmation(
    z.object({ oldPassword: z.string().min(1, messages.required), ...passwords }),
    confirmation,
  ),
};
interface Values {
  identity?: string;
  oldPassword?: string;
  password: string;
  confirmPassword: string;
}

/**
 * /recover-reset (000 §2.1, 002 §2): needs `code` (else /recover-password, or /admin for simulators).
 * Producers give CUIT and new password; simulators their e-mail; a signed-in simulator who must change
 * the password gives the old, new and confirmation.
 */
export default function RecoverResetScreen() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const simulatorMode = params.has('simulador');
  const session = useSessionStore((s) => s.session);
  if (!code) return <Navigate to={simulatorMode ? '/admin' : '/recover-password'} replace />;
  const variant: Variant = !simulatorMode
    ? 'producer'
    : session && mustChangePassword(session)
      ? 'change'
      : 'simulator';
  return (
    <ResetForm
      key={variant}
      code={code}
      variant={variant}
      identity={variant === 'change' ? session!.user : undefined}
    />
  );
}

function ResetForm({ code, variant, identity }: { code: string; variant: Variant; identity?: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schemas[variant]) as never,
    defaultValues: { identity: '', oldPassword: '', password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      {
        identity: identity ?? values.identity ?? '',
        password: values.password,
        confirmPassword: values.confirmPassword,
        oldPassword: values.oldPassword || undefined,
        code,
        simulator: variant !== 'producer',
      },
      { onSuccess: (destination) => navigate(destination, { replace: true }) },
    ),
  );

  return (
    <AccountForm
      title={t.title}
      intro={variant === 'change' ? t.simulatorIntro : t.intro}
      onSubmit={onSubmit}
      error={reset.error}
      errorTitle={variant === 'change' ? t.errorTitle : undefined}
      submitLabel={t.submit}
      busy={reset.isPending}
      footer={variant === 'change' && <SignOutButton />}
    >
      <FormFields
        control={control}
        fields={[
          variant === 'producer' && { name: 'identity', label: t.cuit, ...CUIT_INPUT },
          variant === 'simulator' && { name: 'identity', label: t.email, ...EMAIL_INPUT, autoComplete: 'username' },
          variant === 'change' && {
            name: 'oldPassword',
            label: t.oldPassword,
            maxLength: 30,
            password: true,
            autoComplete: 'current-password',
            required: true,
          },
          { name: 'password', label: t.password, ...NEW_PASSWORD_INPUT },
          { name: 'confirmPassword', label: t.confirmPassword, ...NEW_PASSWORD_INPUT },
        ]}
      />
    </AccountForm>
  );
}

/**
 * A simulator who must change the password can open nothing else (000 §2.3), and its code expires: signing out
 * is how it leaves, or starts again from /admin with a fresh code.
 */
function SignOutButton() {
  const navigate = useNavigate();
  const logout = useLogout();
  return (
    // mutateAsync, not mutate's callbacks: signing out changes this screen's variant, which unmounts the button.
    <Button
      fullWidth
      disabled={logout.isPending}
      onClick={() => void logout.mutateAsync().then((target) => navigate(target, { replace: true }))}
      sx={{ mt: 1 }}
    >
      {t.signOut}
    </Button>
  );
}
