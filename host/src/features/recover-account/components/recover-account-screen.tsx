import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { cuitSchema, emailSchema } from '@portal/shared/validation';
import { AccountForm } from '../../../components/account-form';
import { CUIT_INPUT, EMAIL_INPUT, FormFields } from '../../../components/form-fields';
import { RouteLink } from '../../../components/route-link';
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
    <AccountForm
      title={t.title}
      intro={t.intro}
      onSubmit={onSubmit}
      error={resend.error}
      submitLabel={t.submit}
      busy={resend.isPending}
      footer={
        <RouteLink to="/login" sx={{ display: 'block', mt: 2 }}>
          {hostMessages.recoverPassword.backToSignIn}
        </RouteLink>
      }
    >
      <FormFields
        control={control}
        fields={[
          { name: 'cuit', label: t.cuit, ...CUIT_INPUT },
          { name: 'email', label: t.email, ...EMAIL_INPUT },
        ]}
      />
    </AccountForm>
  );
}
