import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, CircularProgress, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { maskCuitInput } from '@portal/shared';
import { ErrorAlert } from '@portal/shared/ui';
import { cuitSchema, emailSchema } from '@portal/shared/validation';
import { FormTextField } from '../../../components/form-text-field';
import { PublicCard } from '../../../components/public-card';
import { hostMessages } from '../../../messages';
import { useForgotPassword } from '../api/forgot-password';

const t = hostMessages.recoverPassword;
const producerSchema = z.object({ cuit: cuitSchema(), email: emailSchema() });
const simulatorSchema = z.object({ cuit: z.string().optional(), email: emailSchema() });
type Values = z.input<typeof producerSchema>;

/**
 * /recover-password (000 §2.1): CUIT and e-mail, or only the e-mail with `simulador`. Once sent, the
 * confirmation shows, the button stays disabled and 'Enviar nuevamente' sends it again.
 */
export default function RecoverPasswordScreen() {
  const [params] = useSearchParams();
  const simulator = params.has('simulador');
  const request = useForgotPassword();
  const { control, handleSubmit, getValues } = useForm<Values>({
    resolver: zodResolver(simulator ? simulatorSchema : producerSchema) as never,
    defaultValues: { cuit: '', email: '' },
  });
  const send = (values: Values) => request.mutate({ ...values, simulator });
  const onSubmit = handleSubmit(send);

  return (
    <PublicCard title={t.title} intro={simulator ? t.simulatorIntro : t.intro}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <ErrorAlert error={request.error} mode="first" sx={{ mb: 1 }} />
        {request.isSuccess && (
          <Alert severity="success" sx={{ mb: 1 }}>
            {t.sent}. {t.checkMail}
          </Alert>
        )}
        {!simulator && (
          <FormTextField
            control={control}
            name="cuit"
            label={t.cuit}
            transform={maskCuitInput}
            maxLength={13}
            inputMode="numeric"
            required
          />
        )}
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
          disabled={request.isPending || request.isSuccess}
          startIcon={request.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1 }}
        >
          {t.submit}
        </Button>
        {request.isSuccess && (
          <Button fullWidth sx={{ mt: 1 }} onClick={() => send(getValues())}>
            {t.sendAgain}
          </Button>
        )}
        <Link component={RouterLink} to={simulator ? '/admin' : '/login'} sx={{ display: 'block', mt: 2 }}>
          {t.backToSignIn}
        </Link>
      </Box>
    </PublicCard>
  );
}
