import { useMemo, useState } from 'react';
import { Alert, AlertTitle, Button, Paper, Stack } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { ApiError, messages, saveBlob } from '@portal/shared';
import { PeriodField } from '@portal/shared/ui';
import { carteraMessages as t } from '../../../messages';
import { rubricPeriods } from '../../../lib/periods';
import { downloadRubric } from '../api/download-rubric';

/** 001 §5: the period is required. */
const rubricSchema = z.object({ periodo: z.string().min(1, messages.incompleteFields) });
type RubricValues = z.infer<typeof rubricSchema>;

type Outcome = { ok: true } | { ok: false; message: string } | null;

function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status !== null) return error.userMessage;
  return t.networkError(error instanceof Error ? error.message : messages.unreachable);
}

/** Month selector and download button (001 §2); periods 202111 through the current month. */
export function RubricForm({ userId }: { userId: number | null }) {
  const periods = useMemo(() => rubricPeriods(), []);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { control, handleSubmit, reset, formState } = useForm<RubricValues>({
    resolver: zodResolver(rubricSchema),
    defaultValues: { periodo: '' },
  });

  const submit = handleSubmit(async ({ periodo }) => {
    setOutcome(null);
    try {
      const { blob, fileName } = await downloadRubric(Number(periodo), userId ?? 0);
      saveBlob(blob, fileName ?? `RubricaDigital_${periodo}.xml`);
      reset({ periodo: '' });
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: failureText(error) });
    }
  });

  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={submit} sx={{ p: 2 }} aria-label={t.rubricTitle}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
        <PeriodField control={control} name="periodo" label={t.month} periods={periods} sx={{ minWidth: 240 }} />
        <Button type="submit" variant="contained" startIcon={<FileDownloadIcon />} loading={formState.isSubmitting}>
          {t.download}
        </Button>
      </Stack>
      {outcome?.ok && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t.rubricSuccess}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          <AlertTitle>{t.rubricError}</AlertTitle>
          {outcome.message}
        </Alert>
      )}
    </Paper>
  );
}
