import { Stack, Typography } from '@mui/material';
import { PublicCard } from '../../../components/public-card';
import { RecoverSuccessNotice } from '../../../components/recover-success-notice';
import { SignInForm } from '../../../components/sign-in-form';
import { RouteLink } from '../../../components/route-link';
import { adminSignInMessages, signInMessages } from '../../../sign-in-messages';

const t = adminSignInMessages;

/** /admin (000 §2.1, 002 §2): simulators and administrators sign in with their e-mail. */
export default function AdminLoginScreen() {
  return (
    <PublicCard title={t.title} intro={t.intro}>
      <RecoverSuccessNotice />
      <SignInForm
        kind="simulator"
        identityLabel={t.identity}
        footer={(failed) => (
          <Stack spacing={1} sx={{ mt: 2 }}>
            <RouteLink to="/recover-password?simulador=true">{signInMessages.forgotPassword}</RouteLink>
            {failed && (
              <Typography variant="body2">
                {t.accountProblem} <RouteLink to="/recover-account">{t.clickHere}</RouteLink>
              </Typography>
            )}
          </Stack>
        )}
      />
    </PublicCard>
  );
}
