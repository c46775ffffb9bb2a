import { Alert, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from '@portal/shared/router';
import { PublicCard } from '../../../components/public-card';
import { SignInForm } from '../../../components/sign-in-form';
import { adminSignInMessages, signInMessages } from '../../../sign-in-messages';

const t = adminSignInMessages;

/** /admin (000 §2.1, 002 §2): simulators and administrators sign in with their e-mail. */
export default function AdminLoginScreen() {
  const [params] = useSearchParams();
  return (
    <PublicCard title={t.title} intro={t.intro}>
      {params.has('recover-success') && (
        <Alert severity="success" sx={{ mb: 1 }}>
          {signInMessages.recoverSuccess}
        </Alert>
      )}
      <SignInForm
        kind="simulator"
        identityLabel={t.identity}
        footer={(failed) => (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/recover-password?simulador=true">
              {signInMessages.forgotPassword}
            </Link>
            {failed && (
              <Typography variant="body2">
                {t.accountProblem}{' '}
                <Link component={RouterLink} to="/recover-account">
                  {t.clickHere}
                </Link>
              </Typography>
            )}
          </Stack>
        )}
      />
    </PublicCard>
  );
}
