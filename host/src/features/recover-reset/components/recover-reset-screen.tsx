import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { maskCuitInput, messages, useSessionStore } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { cuitSchema, emailSchema, newPasswordSchema, withPasswordConfirmation } from '@portal/shared/validation';
import { FormTextField } from '../../../components/form-text-field';
import { PublicCard } from '../../../components/public-card';
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
const alphanumeric = (v: string) => v.replace(/[^A-Za-z0-9]/g, '');

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
    <PublicCard title={t.title} intro={variant === 'change' ? t.simulatorIntro : t.intro}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <ErrorAlert error={reset.error} title={variant === 'change' ? t.errorTitle : undefined} sx={{ mb: 1 }} />
        {variant === 'producer' && (
          <FormTextField
            control={control}
            name="identity"
            label={t.cuit}
            transform={maskCuitInput}
            maxLength={13}
            inputMode="numeric"
            required
          />
        )}
        {variant === 'simulator' && (
          <FormTextField
            control={control}
            name="identity"
            label={t.email}
            type="email"
            maxLength={100}
            autoComplete="username"
            required
          />
        )}
        {variant === 'change' && (
          <FormTextField
            control={control}
            name="oldPassword"
            label={t.oldPassword}
            maxLength={30}
            password
            autoComplete="current-password"
            required
          />
        )}
        <FormTextField
          control={control}
          name="password"
          label={t.password}
          transform={alphanumeric}
          maxLength={15}
          password
          autoComplete="new-password"
          required
        />
        <FormTextField
          control={control}
          name="confirmPassword"
          label={t.confirmPassword}
          transform={alphanumeric}
          maxLength={15}
          password
          autoComplete="new-password"
          required
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={reset.isPending}
          startIcon={reset.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1 }}
        >
          {t.submit}
        </Button>
        {variant === 'change' && <SignOutButton />}
      </Box>
    </PublicCard>
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
