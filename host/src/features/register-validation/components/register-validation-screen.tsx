import { Alert, Stack } from '@mui/material';
import { PublicCard } from '../../../components/public-card';
import { RouteLink } from '../../../components/route-link';
import { hostMessages } from '../../../messages';

const t = hostMessages.registerValidation;

/** /register-validation (000 §2.1): the registration was received and a mail with the code was sent. */
export default function RegisterValidationScreen() {
  return (
    <PublicCard title={t.title}>
      <Alert severity="success">{t.body}</Alert>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <RouteLink to="/recover-email">{t.enterCode}</RouteLink>
        <RouteLink to="/login">{t.backToSignIn}</RouteLink>
      </Stack>
    </PublicCard>
  );
}
