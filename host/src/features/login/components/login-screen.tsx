import { Box, Stack, Typography } from '@mui/material';
import { PublicCard } from '../../../components/public-card';
import { RecoverSuccessNotice } from '../../../components/recover-success-notice';
import { SignInForm } from '../../../components/sign-in-form';
import { RouteLink } from '../../../components/route-link';
import { signInMessages } from '../../../sign-in-messages';

const t = signInMessages;

/** /login (000 §2.1): producers sign in with CUIT/CUIL or e-mail. */
export default function LoginScreen() {
  return (
    <PublicCard title={t.title} intro={t.intro}>
      <RecoverSuccessNotice />
      <SignInForm
        kind="producer"
        footer={() => (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <RouteLink to="/recover-password">{t.forgotPassword}</RouteLink>
            <Typography variant="body2">
              {t.noAccount} <RouteLink to="/register">{t.register}</RouteLink>
            </Typography>
            <RouteLink to="/recover-account">{t.resendConfirmation}</RouteLink>
            <RouteLink to="/channels">{t.otherWays}</RouteLink>
            <Box component="p" sx={{ m: 0, typography: 'body2' }}>
              {t.tutorials} <RouteLink to="/tutoriales?seccion=como-registrarse">{t.howToRegister}</RouteLink>
              {' · '}
              <RouteLink to="/tutoriales?seccion=como-ingresar">{t.howToSignIn}</RouteLink>
            </Box>
          </Stack>
        )}
      />
    </PublicCard>
  );
}
