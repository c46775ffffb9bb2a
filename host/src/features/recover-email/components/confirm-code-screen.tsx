import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, CircularProgress, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from '@portal/shared/router';
import { z } from '@portal/shared/zod';
import { ConfirmDialog, ErrorAlert } from '@portal/shared/ui';
import { confirmationCodeSchema } from '@portal/shared/validation';
import { FormTextField } from '../../../components/form-text-field';
import { PublicCard } from '../../../components/public-card';
import { RouteLink } from '../../../components/route-link';
import { hostMessages } from '../../../messages';
import { useConfirmEmail } from '../api/confirm-email';

const t = hostMessages.confirmCode;
const schema = z.object({ code: confirmationCodeSchema() });
type Values = z.input<typeof schema>;

/** The code-confirmation screen (000 §2.1, /recover-email): success goes to /register-success. */
export default function ConfirmCodeScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const confirm = useConfirmEmail();
  const [cancelling, setCancelling] = useState(false);
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: params.get('code') ?? '' },
  });
  const onSubmit = handleSubmit(({ code }) => confirm.mutate(code, { onSuccess: () => navigate('/register-success') }));

  return (
    <PublicCard title={t.title} intro={t.intro}>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
        <ErrorAlert error={confirm.error} sx={{ mb: 1 }} />
        <FormTextField
          control={control}
          name="code"
          label={t.code}
          maxLength={10}
          transform={(v) => v.replace(/[^A-Za-z0-9]/g, '')}
          autoComplete="one-time-code"
          required
        />
        <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
          <Button variant="outlined" fullWidth onClick={() => setCancelling(true)}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            fullWidth
            disabled={confirm.isPending}
            startIcon={confirm.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t.submit}
          </Button>
        </Stack>
        <RouteLink to="/recover-password" sx={{ display: 'block', mt: 2 }}>
          {t.resend}
        </RouteLink>
      </Box>
      <ConfirmDialog
        open={cancelling}
        title={t.cancelTitle}
        message={t.cancelQuestion}
        onConfirm={() => navigate('/login')}
        onCancel={() => setCancelling(false)}
      />
    </PublicCard>
  );
}
