import { Alert, Box, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { PublicCard } from '../../../components/public-card';
import { SignInForm } from '../../../components/sign-in-form';
import { signInMessages } from '../../../sign-in-messages';

const t = signInMessages;

/** /login (000 §2.1): producers sign in with CUIT/CUIL or e-mail. */
export default function LoginScreen() {
  const [params] = useSearchParams();
  return (
    <PublicCard title={t.title} intro={t.intro}>
      {params.has('recover-success') && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {t.recoverSuccess}
        </Alert>
      )}
      <SignInForm
        kind="producer"
        footer={() => (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/recover-password">
              {t.forgotPassword}
            </Link>
            <Typography variant="body2">
              {t.noAccount}{' '}
              <Link component={RouterLink} to="/register">
                {t.register}
              </Link>
            </Typography>
            <Link component={RouterLink} to="/recover-account">
              {t.resendConfirmation}
            </Link>
            <Link component={RouterLink} to="/channels">
              {t.otherWays}
            </Link>
            <Box component="p" sx={{ m: 0, typography: 'body2' }}>
              {t.tutorials}{' '}
              <Link component={RouterLink} to="/tutoriales?seccion=como-registrarse">
                {t.howToRegister}
              </Link>
              {' · '}
              <Link component={RouterLink} to="/tutoriales?seccion=como-ingresar">
                {t.howToSignIn}
              </Link>
            </Box>
          </Stack>
        )}
      />
    </PublicCard>
  );
}
