import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { ErrorAlert } from '@portal/shared/ui';
import {
  cuitSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  phoneCompanySchema,
  phoneSchema,
  termsSchema,
  withPasswordConfirmation,
} from '@portal/shared/validation';
import { AccountForm } from '../../../components/account-form';
import { FormCheckbox } from '../../../components/form-checkbox';
import { RouteLink } from '../../../components/route-link';
import {
  CUIT_INPUT,
  digitsOnly,
  EMAIL_INPUT,
  FormFields,
  NEW_PASSWORD_INPUT,
  phoneCompanyOptions,
} from '../../../components/form-fields';
import { hostMessages } from '../../../messages';
import { useRegisterProducer } from '../api/register';

const t = hostMessages.register;

const schema = withPasswordConfirmation(
  z.object({
    name: nameSchema(),
    lastName: nameSchema(),
    cuit: cuitSchema(),
    email: emailSchema(),
    phone: phoneSchema(),
    phoneCompany: phoneCompanySchema(),
    password: newPasswordSchema(),
    confirmPassword: z.string(),
    terms: termsSchema(),
  }),
  { password: 'password', confirmation: 'confirmPassword' },
);
type Values = z.input<typeof schema>;

/** /register (000 §2.1, §3, §5): the form is sent only when every field is right and the terms are accepted. */
export default function RegisterScreen() {
  const navigate = useNavigate();
  const registration = useRegisterProducer();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: '',
      lastName: '',
      cuit: '',
      email: '',
      phone: '',
      phoneCompany: '',
      password: '',
      confirmPassword: '',
      terms: false as unknown as true,
    },
  });
  // The form is sent only when no error exists and the terms are accepted (000 §5): when the terms are all that
  // is missing, the button says so beside it, where the user is looking.
  const [termsMissing, setTermsMissing] = useState(false);
  const termsAccepted = useWatch({ control, name: 'terms' });
  const onSubmit = handleSubmit(
    (values) =>
      registration.mutate(
        { ...values, phoneCompany: Number(values.phoneCompany) },
        { onSuccess: () => navigate('/register-validation') },
      ),
    (errors) => setTermsMissing(Object.keys(errors).length === 1 && Boolean(errors.terms)),
  );

  return (
    <AccountForm
      title={t.title}
      intro={t.intro}
      maxWidth={720}
      onSubmit={onSubmit}
      error={registration.error}
      submitLabel={t.submit}
      busy={registration.isPending}
      footer={
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t.haveAccount} <RouteLink to="/login">{t.signIn}</RouteLink>
        </Typography>
      }
    >
      <FormFields
        control={control}
        columns={2}
        fields={[
          { name: 'name', label: t.name, maxLength: 50, autoComplete: 'given-name', required: true },
          { name: 'lastName', label: t.lastName, maxLength: 50, autoComplete: 'family-name', required: true },
          { name: 'cuit', label: t.cuit, ...CUIT_INPUT },
          { name: 'email', label: t.email, ...EMAIL_INPUT },
          {
            name: 'phone',
            label: t.phone,
            transform: digitsOnly,
            maxLength: 15,
            inputMode: 'numeric',
            autoComplete: 'tel',
            required: true,
          },
          { name: 'phoneCompany', label: t.phoneCompany, options: phoneCompanyOptions, required: true },
          { name: 'password', label: t.password, ...NEW_PASSWORD_INPUT, helperText: t.passwordHint },
          { name: 'confirmPassword', label: t.confirmPassword, ...NEW_PASSWORD_INPUT },
        ]}
      />
      <FormCheckbox
        control={control}
        name="terms"
        label={
          <>
            {t.acceptTermsPrefix}{' '}
            <RouteLink to="/terminos" target="_blank">
              {t.terms}
            </RouteLink>
          </>
        }
      />
      {termsMissing && !termsAccepted && <ErrorAlert error={t.mustAcceptTerms} sx={{ mb: 1 }} />}
    </AccountForm>
  );
}
