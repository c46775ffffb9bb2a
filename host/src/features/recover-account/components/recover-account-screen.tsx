import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { maskCuitInput } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { cuitSchema, emailSchema } from '@portal/shared/validation';
import { FormTextField } from '../../../components/form-text-field';
import { PublicCard } from '../../../components/public-card';
import { hostMessages } from '../../../messages';
import { useSendEmailConfirmation } from '../api/send-email-confirmation';

const t = hostMessages.recoverAccount;
const schema = z.object({ cuit: cuitSchema(), email: emailSchema() });
type Values = z.input<typeof schema>;

/** /recover-account (000 §2.1): resends the account confirmation, then /register-validation. */
export default function RecoverAccountScreen() {
  const navigate = useNavigate();
  const resend = useSendEmailConfirmation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { cuit: '', email: '' },
  });
  const onSubmit = handleSubmit((values) =>
    resend.mutate(values, { onSuccess: () => navigate('/register-validation') }),
  );

  return (
    <PublicCard title={t.title} intro={t.intro}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <ErrorAlert error={resend.error} sx={{ mb: 1 }} />
        <FormTextField
          control={control}
          name="cuit"
          label={t.cuit}
          transform={maskCuitInput}
          maxLength={13}
          inputMode="numeric"
          required
        />
        <FormTextField
          control={control}
          name="email"
          label={t.email}
          type="email"
          maxLength={100}
          autoComplete="email"
          required
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={resend.isPending}
          startIcon={resend.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1 }}
        >
          {t.submit}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ display: 'block', mt: 2 }}>
          {hostMessages.recoverPassword.backToSignIn}
        </Link>
      </Box>
    </PublicCard>
  );
}
