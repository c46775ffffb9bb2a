import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from '@portal/shared/router';
import { PublicCard } from '../../../components/public-card';
import { hostMessages } from '../../../messages';

const t = hostMessages.recoverSuccess;

/** /recover-success: the password was reset. */
export default function RecoverSuccessScreen() {
  return (
    <PublicCard title={t.title}>
      <Alert severity="success">{t.body}</Alert>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth sx={{ mt: 2 }}>
        {t.signIn}
      </Button>
    </PublicCard>
  );
}
