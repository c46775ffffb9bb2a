import { Alert, Link, Stack } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { PublicCard } from '../../../components/public-card';
import { hostMessages } from '../../../messages';

const t = hostMessages.registerValidation;

/** /register-validation (000 §2.1): the registration was received and a mail with the code was sent. */
export default function RegisterValidationScreen() {
  return (
    <PublicCard title={t.title}>
      <Alert severity="success">{t.body}</Alert>
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Link component={RouterLink} to="/recover-email">
          {t.enterCode}
        </Link>
        <Link component={RouterLink} to="/login">
          {t.backToSignIn}
        </Link>
      </Stack>
    </PublicCard>
  );
}
