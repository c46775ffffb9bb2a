import { Alert } from '@mui/material';
import { useSearchParams } from '@portal/shared/router';
import { signInMessages } from '../sign-in-messages';

/** /login's and /admin's notice after a password reset (`?recover-success`): the new password can be used. */
export function RecoverSuccessNotice() {
  const [params] = useSearchParams();
  if (!params.has('recover-success')) return null;
  return (
    <Alert severity="success" sx={{ mb: 1 }}>
      {signInMessages.recoverSuccess}
    </Alert>
  );
}
