import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Grid, Link, Typography } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { maskCuitInput } from '@portal/shared';
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
import { FormCheckbox } from '../../../components/form-checkbox';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { PublicCard } from '../../../components/public-card';
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

const companies = hostMessages.phoneCompanies.map((label, i) => ({ value: i + 1, label }));
const digitsOnly = (v: string) => v.replace(/\D/g, '');
const alphanumeric = (v: string) => v.replace(/[^A-Za-z0-9]/g, '');

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
    <PublicCard title={t.title} intro={t.intro} maxWidth={720}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <ErrorAlert error={registration.error} sx={{ mb: 1 }} />
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="name"
              label={t.name}
              maxLength={50}
              autoComplete="given-name"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="lastName"
              label={t.lastName}
              maxLength={50}
              autoComplete="family-name"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="cuit"
              label={t.cuit}
              transform={maskCuitInput}
              maxLength={13}
              inputMode="numeric"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="email"
              label={t.email}
              maxLength={100}
              type="email"
              autoComplete="email"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="phone"
              label={t.phone}
              transform={digitsOnly}
              maxLength={15}
              inputMode="numeric"
              autoComplete="tel"
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormSelectField
              control={control}
              name="phoneCompany"
              label={t.phoneCompany}
              options={companies}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="password"
              label={t.password}
              transform={alphanumeric}
              maxLength={15}
              password
              autoComplete="new-password"
              helperText={t.passwordHint}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
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
          </Grid>
        </Grid>
        <FormCheckbox
          control={control}
          name="terms"
          label={
            <>
              {t.acceptTermsPrefix}{' '}
              <Link component={RouterLink} to="/terminos" target="_blank">
                {t.terms}
              </Link>
            </>
          }
        />
        {termsMissing && !termsAccepted && <ErrorAlert error={t.mustAcceptTerms} sx={{ mb: 1 }} />}
        <Button
          type="submit"
          variant="contained"
          fullWidth
          size="large"
          disabled={registration.isPending}
          startIcon={registration.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 1 }}
        >
          {t.submit}
        </Button>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t.haveAccount}{' '}
          <Link component={RouterLink} to="/login">
            {t.signIn}
          </Link>
        </Typography>
      </Box>
    </PublicCard>
  );
}
