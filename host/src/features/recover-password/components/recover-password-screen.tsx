import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useSearchParams } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { cuitSchema, emailSchema } from '@portal/shared/validation';
import { AccountForm } from '../../../components/account-form';
import { CUIT_INPUT, EMAIL_INPUT, FormFields } from '../../../components/form-fields';
import { RouteLink } from '../../../components/route-link';
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
    <AccountForm
      title={t.title}
      intro={simulator ? t.simulatorIntro : t.intro}
      onSubmit={onSubmit}
      error={request.error}
      errorMode="first"
      submitLabel={t.submit}
      busy={request.isPending}
      submitDisabled={request.isSuccess}
      footer={
        <>
          {request.isSuccess && (
            <Button fullWidth sx={{ mt: 1 }} onClick={() => send(getValues())}>
              {t.sendAgain}
            </Button>
          )}
          <RouteLink to={simulator ? '/admin' : '/login'} sx={{ display: 'block', mt: 2 }}>
            {t.backToSignIn}
          </RouteLink>
        </>
      }
    >
      {request.isSuccess && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t.sent}. {t.checkMail}
        </Alert>
      )}
      <FormFields
        control={control}
        fields={[
          !simulator && { name: 'cuit', label: t.cuit, ...CUIT_INPUT },
          { name: 'email', label: t.email, ...EMAIL_INPUT },
        ]}
      />
    </AccountForm>
  );
}
